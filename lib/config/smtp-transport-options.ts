import type SMTPTransport from "nodemailer/lib/smtp-transport";

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
