// Types of encoding.mjs (plain JavaScript, imported by server.mjs) for the TypeScript code and tests.
export function acceptsGzip(acceptEncoding: string | string[] | null | undefined): boolean;
