import { escapeHtml } from "./escape-html";

export interface MailContent {
  heading: string;
  paragraphs?: string[];
  /** A short value shown large, e.g. a one-time code. */
  code?: string;
  /** Label and value pairs, e.g. the fields of a submitted form. Values may span lines. */
  rows?: Array<[label: string, value: string]>;
  /** Small print under the body. */
  footer?: string;
}

export interface RenderedMail {
  text: string;
  html: string;
}

const multiline = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>");

/**
 * The product's mail layout as plain text and HTML, headed and signed with the company's name.
 * Every piece of content is treated as text and escaped here, so callers can pass user input
 * (form fields, usernames) as they are.
 */
export function renderMail(content: MailContent, company: string): RenderedMail {
  const paragraphs = content.paragraphs ?? [];
  const rows = content.rows ?? [];

  const text = [
    content.heading,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.code ? [content.code, ""] : []),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(rows.length ? [""] : []),
    ...(content.footer ? [content.footer, ""] : []),
    `-- ${company}`,
  ].join("\n");

  const font = "font-family:Arial,Helvetica,sans-serif;color:#1f2937";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;${font}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#166534;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(company)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.heading)}</h1>
${paragraphs.map((paragraph) => `<p style="margin:0 0 12px;line-height:1.5">${multiline(paragraph)}</p>`).join("\n")}
${content.code ? `<p style="margin:16px 0;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(content.code)}</p>` : ""}
${
  rows.length
    ? `<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%">${rows
        .map(([label, value]) => `<tr><th align="left" valign="top" style="width:30%;border-bottom:1px solid #e5e7eb">${escapeHtml(label)}</th><td style="border-bottom:1px solid #e5e7eb">${multiline(value)}</td></tr>`)
        .join("")}</table>`
    : ""
}
${content.footer ? `<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${multiline(content.footer)}</p>` : ""}
</td></tr>
</table>
</body></html>`;

  return { text, html };
}
