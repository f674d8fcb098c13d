// Issue 38: a local stand-in for the chat providers' robot endpoints, checking each request as the
// provider does: DingTalk's query signature and its one-hour freshness, Feishu's body signature,
// WeCom's markdown and its 4,096-byte limit, Slack's `text` and Discord's `content` (≤ 2,000). It can fail on purpose
// (HTTP 500) for a number of requests, and records what it accepted.
import crypto from "node:crypto";
import http from "node:http";

/** A provider's JSON body, read loosely by path as the provider would. */
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** `url`: the path and query the robot was called at (which robot it was). */
export type Received = { provider: string; body: Body; text: string; at: number; url: string };

export async function startRobotServer(secrets: { dingtalk: string; feishu: string }, clock: () => number) {
  const accepted: Received[] = [];
  const refused: { provider: string; why: string }[] = [];
  let failing = 0;
  let failed = 0;
  const hmac = (key: string, msg: string) => crypto.createHmac("sha256", key).update(msg).digest("base64");
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://robot");
      const text = Buffer.concat(chunks).toString("utf8");
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(typeof body === "string" ? body : JSON.stringify(body));
      };
      if (failing > 0) {
        failing--;
        failed++;
        return answer(500, "upstream trouble");
      }
      let body: Body;
      try {
        body = JSON.parse(text);
      } catch {
        return answer(400, { errcode: 40001, errmsg: "bad json" });
      }
      const refuse = (provider: string, why: string, reply: unknown) => {
        refused.push({ provider, why });
        return answer(200, reply);
      };
      if (url.pathname === "/robot/send") {
        const ts = url.searchParams.get("timestamp") ?? "";
        if (Math.abs(Number(ts) - clock()) > 3_600_000) return refuse("dingtalk", "stale", { errcode: 310000, errmsg: "timestamp expired" });
        if (url.searchParams.get("sign") !== hmac(secrets.dingtalk, `${ts}\n${secrets.dingtalk}`))
          return refuse("dingtalk", "sign", { errcode: 310000, errmsg: "sign not match" });
        if (body.msgtype !== "markdown" || !body.markdown?.title || !body.markdown?.text)
          return refuse("dingtalk", "format", { errcode: 40035, errmsg: "bad markdown" });
        accepted.push({ provider: "dingtalk", body, text: body.markdown.text, at: clock(), url: req.url ?? "" });
        return answer(200, { errcode: 0, errmsg: "ok" });
      }
      if (url.pathname.startsWith("/open-apis/bot/v2/hook/")) {
        if (body.sign !== hmac(`${body.timestamp}\n${secrets.feishu}`, ""))
          return refuse("feishu", "sign", { code: 19021, msg: "sign match fail or timestamp is not within one hour from current time" });
        if (body.msg_type !== "interactive" || body.card?.elements?.[0]?.tag !== "markdown")
          return refuse("feishu", "format", { code: 9499, msg: "Bad Request" });
        accepted.push({
          provider: "feishu",
          body,
          text: `${body.card.header.title.content}\n${body.card.elements[0].content}`,
          at: clock(),
          url: req.url ?? "",
        });
        return answer(200, { code: 0, msg: "success" });
      }
      if (url.pathname === "/cgi-bin/webhook/send") {
        if (body.msgtype !== "markdown" || Buffer.byteLength(body.markdown?.content ?? "") > 4096)
          return refuse("wecom", "format", { errcode: 40058, errmsg: "markdown.content exceed max length 4096" });
        accepted.push({ provider: "wecom", body, text: body.markdown.content, at: clock(), url: req.url ?? "" });
        return answer(200, { errcode: 0, errmsg: "ok" });
      }
      if (url.pathname.startsWith("/services/")) {
        if (typeof body.text !== "string") return refuse("slack", "format", "invalid_payload");
        accepted.push({ provider: "slack", body, text: body.text, at: clock(), url: req.url ?? "" });
        res.writeHead(200, { "content-type": "text/plain" });
        return res.end("ok");
      }
      if (url.pathname.startsWith("/api/webhooks/")) {
        if (typeof body.content !== "string" || body.content.length > 2000) return answer(400, { message: "Invalid Form Body", code: 50035 });
        accepted.push({ provider: "discord", body, text: body.content, at: clock(), url: req.url ?? "" });
        res.writeHead(204);
        return res.end();
      }
      return answer(404, { errcode: 404, errmsg: "no such robot" });
    });
  });
  const port = await new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)));
  return {
    base: `http://127.0.0.1:${port}`,
    accepted,
    refused,
    /** The next `n` requests answer HTTP 500 (a provider's bad minute). */
    fail: (n: number) => (failing = n),
    /** How many requests were answered 500 so far. */
    failures: () => failed,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
