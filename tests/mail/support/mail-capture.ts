import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  plainUrl: string;
  mails: CapturedMail[];
  close(): Promise<void>;
}

/**
 * A plain-text SMTP server on 127.0.0.1 that keeps every message it is given. Its `url` carries
 * `?tls=off`, the documented opt-out (TLS is otherwise required); `plainUrl` is without it.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        mails.push({ from: mailFrom ? mailFrom.address : "", to: rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}?tls=off`, plainUrl: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export function outboxDir(): string {
  return path.join(process.env.DATA_DIR as string, "outbox");
}

/** The .eml files written so far, oldest first. */
export function readOutbox(): Array<{ file: string; raw: string }> {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => ({ file: path.join(dir, name), raw: fs.readFileSync(path.join(dir, name), "utf8") }));
}

/** A header's value from a raw message (first occurrence, folded lines joined). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The reset code: the plain-text part has it alone on a line. */
export function otpFrom(raw: string): string {
  const match = /^(\d{6})\r?$/m.exec(raw);
  if (!match) throw new Error(`no code in mail:\n${raw}`);
  return match[1];
}

/** The message with quoted-printable soft breaks and escapes undone, for searching its text. */
export function readable(raw: string): string {
  const latin1 = Buffer.from(raw, "utf8")
    .toString("latin1")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, "latin1").toString("utf8");
}
