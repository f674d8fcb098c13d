// Issue 38: the one way a robot's URL is called. SSRF (api.md, docs/security.md): the name is
// resolved by the request itself and every address it gets is checked, so a public name that
// resolves to a private, loopback or link-local address (or changes to one after the robot was
// saved: DNS rebinding) is refused at the connection, not only when the URL was saved. Hosts the
// operator listed (LADDER_WEBHOOK_ALLOW_HOSTS) skip the check (a local gateway, the tests). No
// redirect is followed; the answer is read up to 64 kB; 10 s at most.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";

const blocked = new net.BlockList();
for (const [a, p] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(a, p, "ipv4");
for (const [a, p] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
  ["2001:db8::", 32],
] as const)
  blocked.addSubnet(a, p, "ipv6");

/** Whether an address is not on the public internet (a private, loopback, link-local, reserved or mapped one). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]);
  const family = net.isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class BlockedAddress extends Error {}

/** dns.lookup, refusing any answer that is not a public address. */
const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 0);
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((a) => isPrivateAddress(a.address));
    if (bad || list.length === 0) return callback(new BlockedAddress(`${hostname} resolves to a non-public address`), "", 0);
    if ((options as dns.LookupAllOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

export type PostAnswer = { status: number; text: string; retryAfterMs: number | null };

/** POSTs `body` to `url`; `trusted`: the host is on the operator's list (no address check). */
export function postJson(url: string, body: string, headers: Record<string, string>, trusted: boolean, timeoutMs = 10_000): Promise<PostAnswer> {
  const target = new URL(url);
  const literal = net.isIP(target.hostname.replace(/^\[|\]$/g, ""));
  if (!trusted && literal && isPrivateAddress(target.hostname.replace(/^\[|\]$/g, "")))
    return Promise.reject(new BlockedAddress(`${target.hostname} is not a public address`));
  const lib = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)), "user-agent": "bridge-ladder" },
        timeout: timeoutMs,
        ...(trusted ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          size += c.length;
          if (size <= 65_536) chunks.push(c);
        });
        res.on("end", () => {
          const after = res.headers["retry-after"];
          const seconds = after ? Number(after) : NaN;
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            retryAfterMs: Number.isFinite(seconds) ? seconds * 1000 : null,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}
