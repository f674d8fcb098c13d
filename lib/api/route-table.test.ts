import { expect, test } from "vitest";
import { allowedMethods } from "./route-table";

test.each([
  ["/api/v1/ladder", ["GET", "HEAD", "OPTIONS", "PUT"]],
  ["/api/v1/challenges", ["GET", "HEAD", "OPTIONS", "POST"]],
  ["/api/v1/challenges/c123/accept", ["OPTIONS", "POST"]],
  ["/api/v1/challenges/c123/boards.pbn", ["GET", "HEAD", "OPTIONS"]],
  ["/api/v1/teams/register", ["OPTIONS", "POST"]], // the literal wins over /teams/{id}
  ["/api/v1/teams/t1", ["GET", "HEAD", "OPTIONS"]],
  ["/api/v1/challenges/", ["GET", "HEAD", "OPTIONS", "POST"]],
  ["/api/v1/nothing/here", null],
  ["/api/v1/challenges/c1/boards.pbnx", null],
  ["/api/v1/challenges/c1/unknown", null],
])("%s answers %j", (path, methods) => {
  expect(allowedMethods(path)).toEqual(methods);
});
