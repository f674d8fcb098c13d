// Types of late-scripts.mjs (plain JavaScript, imported by server.mjs) for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from "node:http";
import type zlib from "node:zlib";

export function lateScripts(): { write: (piece: string) => string; end: () => string };
export function withLateScripts(html: string): string;
export function isPageRequest(req: IncomingMessage): boolean;
export function rewritePageResponse(req: IncomingMessage, res: ServerResponse, deps: { gzip: typeof zlib }): void;
