// The import panel's messages (importer.*), read by the server page and passed to the client panel:
// a value a server component needs cannot live in a "use client" module.
export const IMPORT_LABELS = [
  "paste",
  "file",
  "preview",
  "commit",
  "encoding",
  "ok",
  "problems",
  "line",
  "problem",
  "committed",
  "committedLater",
  "team",
  "captain",
  "deputies",
  "members",
  "inviteChoice",
  "inviteNow",
  "inviteLater",
  "busyPreview",
  "busyCommit",
  "ladder",
] as const;
export type ImportLabel = (typeof IMPORT_LABELS)[number];
