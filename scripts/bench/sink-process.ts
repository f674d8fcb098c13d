// npm run bench: the notification sinks in a process of their own (scripts/bench/notify.ts starts it
// and lowers its priority); each hit and mail is told to the parent, which checks them.
import { serveSinks } from "./notify";

const send = (m: unknown) => process.send?.(m);
const sinks = await serveSinks({ hit: (hit) => send({ hit }), mail: () => send({ mail: true }) });
send({ ready: { env: sinks.env, base: sinks.base } });
process.on("disconnect", () => process.exit(0));
