export async function register() {
  // Only in the Node.js server (not the edge runtime, not during the build).
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startBackground } = await import("./lib/server/background");
    await startBackground();
  }
}
