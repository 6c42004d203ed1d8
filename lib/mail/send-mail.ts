import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { siteConfig } from "@/lib/site/site-config";

/** A bare address (`name@example.com`) or one with a display name. */
export type MailAddress = string | { name?: string; address: string };

export interface MailMessage {
  to: MailAddress | MailAddress[];
  subject: string;
  text: string;
  html: string;
  replyTo?: MailAddress;
}

interface Mailbox {
  name: string;
  address: string;
}

// One mailbox, nothing that could start a second address, a comment or a header.
const BARE_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

/** Header text on one line: CR, LF and other control characters would let input add headers. */
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

function mailbox(value: MailAddress): Mailbox {
  const { name = "", address } = typeof value === "string" ? { address: value } : value;
  const bare = address.trim();
  if (!BARE_ADDRESS.test(bare)) throw new Error("Invalid e-mail address.");
  // Address objects let nodemailer encode the display name instead of parsing it as syntax.
  return { name: oneLine(name).slice(0, 200), address: bare };
}

function outboxDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.DATA_DIR?.trim() || "data", "outbox");
}

/**
 * The transport for SMTP_URL. TLS is required: `smtps://` speaks it from the first byte, and
 * `smtp://` must upgrade with STARTTLS (nodemailer's requireTLS) or the mail is not sent, since
 * reset codes and leads must not cross the network in clear. Only `?tls=off` on the URL allows a
 * plain connection (a relay on the same machine). The options are built here rather than handed
 * to nodemailer as a URL, whose query parameters could quietly switch TLS off.
 */
export function smtpTransportOptions(smtpUrl: string): SMTPTransport.Options {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error("SMTP_URL is not a valid URL.");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new Error("SMTP_URL must start with smtp:// or smtps://.");
  const implicitTls = url.protocol === "smtps:";
  const plainAllowed = url.searchParams.get("tls") === "off";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : implicitTls ? 465 : 587,
    secure: implicitTls,
    requireTLS: !implicitTls && !plainAllowed,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    tls: { minVersion: "TLSv1.2" },
    // Short timeouts: the defaults (up to 10 minutes) would hold a request or a task far too long.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
}

async function sendViaSmtp(url: string, mail: SendMailOptions): Promise<{ messageId: string }> {
  const transport = nodemailer.createTransport(smtpTransportOptions(url));
  try {
    const info = await transport.sendMail(mail);
    return { messageId: info.messageId };
  } finally {
    transport.close();
  }
}

async function writeToOutbox(mail: SendMailOptions, subject: string): Promise<{ messageId: string }> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail(mail);
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
  // Owner-only: the outbox holds one-time codes.
  await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
  console.log(`[mail] no SMTP_URL: "${subject}" written to ${file}`);
  return { messageId: info.messageId };
}

/**
 * Sends one message from `"{company name}" <MAIL_FROM>`: through SMTP_URL when set, otherwise
 * as an .eml file in DATA_DIR/outbox (contract §2). Throws when the message cannot be sent.
 */
export async function sendMail(message: MailMessage): Promise<{ messageId: string }> {
  const subject = oneLine(message.subject).slice(0, 250);
  const recipients = (Array.isArray(message.to) ? message.to : [message.to]).map(mailbox);
  if (recipients.length === 0) throw new Error("A message needs at least one recipient.");
  const mail: SendMailOptions = {
    from: mailbox({ name: siteConfig().name, address: process.env.MAIL_FROM?.trim() || "no-reply@localhost" }),
    to: recipients,
    replyTo: message.replyTo ? mailbox(message.replyTo) : undefined,
    subject,
    text: message.text,
    html: message.html,
  };
  const url = process.env.SMTP_URL?.trim();
  return url ? sendViaSmtp(url, mail) : writeToOutbox(mail, subject);
}
