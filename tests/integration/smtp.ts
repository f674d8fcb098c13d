// A real SMTP server for the account tests (issue 22): smtp-server receives what nodemailer sends
// through the outbox's delivery, mailparser reads each message back (headers, text, HTML).
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, beforeAll } from "vitest";
import { deliverOutbox } from "@/lib/services/mail/mail";

export type Received = { to: string; parsed: ParsedMail; raw: string };

export async function startSmtp() {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), parsed: await simpleParser(raw), raw });
        done();
      });
    },
  });
  const port = await new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port)));
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  return {
    port,
    transport,
    inbox,
    /** Messages to an address, oldest first. */
    to: (address: string) => inbox.filter((m) => m.to === address.toLowerCase()),
    /**
     * The link of that kind in the last message to an address that has one (a notification of the
     * league delivered in the same sweep may arrive after it: the order within a sweep is not fixed).
     */
    link: (address: string, path: string) => {
      const mails = inbox.filter((m) => m.to === address.toLowerCase());
      const re = new RegExp(`https?://[^\\s]*${path}/([A-Za-z0-9_-]{43})`);
      for (const mail of mails.toReversed()) {
        const m = re.exec(mail.parsed.text ?? "");
        if (m) return { url: m[0], token: m[1] };
      }
      throw new Error(`no ${path} link in a mail to ${address}: ${mails.at(-1)?.parsed.text ?? "(none)"}`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real SMTP server for a whole test file (started before its tests, stopped after), and a
 * `deliver()` that sends the outbox to it now. `server()` is the running server.
 */
export function smtpForFile() {
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const server = () => {
    if (!smtp) throw new Error("the SMTP server is not started (use it inside a test)");
    return smtp;
  };
  return { server, deliver: () => deliverOutbox(server().transport, 500) };
}
