// The only place that reads process.env (STYLE.md). Validated once, at first use.
import path from "node:path";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LADDER_DATA_DIR: z.string().default("data"),
  PORT: z.coerce.number().int().positive().default(3000),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  // Issue 38 (api.md "Notifications and messages"): the origin of links in mails and chat messages
  // only; cookies and redirects follow the request itself.
  LADDER_PUBLIC_URL: z.string().url().optional(),
  // Issue 38 (api.md "Chat groups"): hosts ("host[:port]", comma-separated) a robot may call
  // whatever its kind, http: included (a private gateway, the tests' local robot server).
  LADDER_WEBHOOK_ALLOW_HOSTS: z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(",")
        .map((h) => h.trim())
        .filter(Boolean),
    ),
  LADDER_ADMIN_EMAIL: z.string().email().optional(),
  LADDER_ADMIN_PASSWORD: z.string().min(8).optional(),
  LADDER_ALLOW_CLOCK_OVERRIDE: z.enum(["0", "1"]).default("0"),
  // Issue 10: the clock override runs in production only for a demo (npm run demo sets it).
  LADDER_DEMO: z.enum(["0", "1"]).default("0"),
  // Issue 10: X-Forwarded-For is read only behind this many trusted proxies (0: the socket address).
  // Issue 11: count database queries per process (the benchmark reads them from /api/v1/health).
  LADDER_COUNT_QUERIES: z.enum(["0", "1"]).default("0"),
  // Decision 0010: hand-written statements are prepared per connection; 0 behind a pooler that
  // cannot keep them (PgBouncer in transaction mode before 1.21).
  LADDER_PREPARED_STATEMENTS: z.enum(["0", "1"]).default("1"),
  // server.mjs reads it through lib/http/client-address.mjs (trustedHops: the same range; plain Node).
  LADDER_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  // Issue 11: the anonymous page cache of server.mjs (lib/http/page-cache.mjs); "0" turns it off.
  LADDER_PAGE_CACHE: z.enum(["0", "1"]).default("1"),
  LADDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  // Issue 38 (decision 0024): on PostgreSQL mail and chat messages leave from a thread of their own;
  // `off` delivers in the server's event loop instead (a host without worker threads; the bench's A/B).
  LADDER_DELIVERY_THREAD: z.enum(["on", "off"]).default("on"),
  // Issue 23: the double-dummy analysis of hand records (DDS, libdds0); "off" leaves deals unanalysed.
  LADDER_DDS: z.enum(["on", "off"]).default("on"),
  // Issue 24: the embedded PGlite's shared_buffers (PostgreSQL's default 128MB is most of its memory)
  LADDER_PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/)
    .default("16MB"),
  LADDER_DDS_LIBRARY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default("ladder@localhost"),
  LADDER_LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; clockOverrideAllowed: boolean };

let cached: Env | undefined;

/** The validated configuration of this process. */
export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (parsed.data.NODE_ENV === "production" && parsed.data.LADDER_ALLOW_CLOCK_OVERRIDE === "1" && parsed.data.LADDER_DEMO !== "1") {
    throw new Error(
      "LADDER_ALLOW_CLOCK_OVERRIDE=1 lets an admin move the league clock and so every deadline: it refuses to run with NODE_ENV=production unless LADDER_DEMO=1 says this is a demo (npm run demo).",
    );
  }
  cached = {
    ...parsed.data,
    dataDir: parsed.data.LADDER_DATA_DIR.startsWith("memory://") ? parsed.data.LADDER_DATA_DIR : path.resolve(parsed.data.LADDER_DATA_DIR),
    clockOverrideAllowed: parsed.data.LADDER_ALLOW_CLOCK_OVERRIDE === "1",
  };
  return cached;
}

/** Tests switch databases between suites; forget the cached values. */
export function resetEnvCache() {
  cached = undefined;
}
