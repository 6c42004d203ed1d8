import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { config } from "@/lib/config/config";
import { logger } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/metrics";
import { MAILBOX } from "@/lib/config/address-patterns";
import { smtpTransportOptions } from "@/lib/config/smtp-transport-options";
import { renderMail, type MailContent } from "./mail-layout";

/** A bare address (`name@example.com`) or one with a display name. */
export type MailAddress = string | { name?: string; address: string };

export interface MailMessage {
  to: MailAddress | MailAddress[];
  subject: string;
  content: MailContent;
  replyTo?: MailAddress;
}

interface Mailbox {
  name: string;
  address: string;
}

/** Header text on one line: CR, LF and other control characters would let input add headers. */
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

function mailbox(value: MailAddress): Mailbox {
  const { name = "", address } = typeof value === "string" ? { address: value } : value;
  const bare = address.trim();
  if (!MAILBOX.test(bare)) throw new Error("Invalid e-mail address.");
  // Address objects let nodemailer encode the display name instead of parsing it as syntax.
  return { name: oneLine(name).slice(0, 200), address: bare };
}

/** Who sends: the company name shown as the sender and in the signature (the caller reads the site settings). */
export interface MailSender {
  companyName: string;
}

/** Where a message went: to the SMTP server, or into the file outbox (no SMTP_URL). */
export interface MailDelivery {
  messageId: string;
  delivery: "sent" | "outbox";
}

async function sendViaSmtp(url: string, mail: SendMailOptions): Promise<MailDelivery> {
  const transport = nodemailer.createTransport(smtpTransportOptions(url));
  try {
    const info = await transport.sendMail(mail);
    return { messageId: info.messageId, delivery: "sent" };
  } finally {
    transport.close();
  }
}

async function writeToOutbox(mail: SendMailOptions, subject: string): Promise<MailDelivery> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail(mail);
  const dir = config().outboxDir;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
  // Owner-only: the outbox holds one-time codes.
  await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
  logger().info(`[mail] no SMTP_URL: "${subject}" written to ${file}`);
  return { messageId: info.messageId, delivery: "outbox" };
}

/**
 * Sends one message in the product's layout from `"{company name}" <MAIL_FROM>`: through
 * SMTP_URL when set, otherwise as an .eml file in DATA_DIR/outbox (contract §2), and says which.
 * Throws when the message cannot be sent.
 */
export async function sendMail(message: MailMessage, sender: MailSender): Promise<MailDelivery> {
  const subject = oneLine(message.subject).slice(0, 250);
  const recipients = (Array.isArray(message.to) ? message.to : [message.to]).map(mailbox);
  if (recipients.length === 0) throw new Error("A message needs at least one recipient.");
  const replyTo = message.replyTo ? mailbox(message.replyTo) : undefined;
  const company = sender.companyName;
  const mail: SendMailOptions = {
    from: mailbox({ name: company, address: config().mailFrom }),
    to: recipients,
    replyTo,
    subject,
    ...renderMail(message.content, company),
  };
  const url = config().smtpUrl;
  const outcomes = metrics().mailOutcomes;
  try {
    const delivery = await (url ? sendViaSmtp(url, mail) : writeToOutbox(mail, subject));
    outcomes.inc({ outcome: delivery.delivery });
    return delivery;
  } catch (error) {
    outcomes.inc({ outcome: "failed" });
    throw error;
  }
}
