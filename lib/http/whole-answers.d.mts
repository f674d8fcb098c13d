// Types of whole-answers.mjs (plain JavaScript, imported by server.mjs) for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from "node:http";

export function isApiRequest(req: IncomingMessage): boolean;
export function sendWhole(res: ServerResponse): void;
export const ENCODING_HEADER: "x-ladder-content-encoding";
export const ANSWERS_WHOLE: "__ladderAnswersWhole";
