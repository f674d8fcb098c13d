// Issue 10: every id in a path or a service call is cuid-like (or a short file name such as
// "boards.csv"); anything else is unknown (404) before it reaches a query.
export const ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
