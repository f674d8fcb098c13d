// Types of compile-hints.mjs (plain JavaScript, imported by next.config.js) for the TypeScript tests.
export const HINT: "//# allFunctionsCalledOnLoad\n";
export function hintStartupChunks(distDir: string): string[];
