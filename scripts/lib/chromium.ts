// Debian's headless Chromium, as the e2e suites and `npm run lighthouse` start it: one set of flags
// (no sandbox in a container, no GPU, no QUIC, and none of the browser's own background traffic).
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
