import { collectionService } from "@/lib/content/collection-service";
import { COLLECTIONS } from "@/lib/content/collections";
import { db } from "@/lib/db";
import type { MailContent } from "@/lib/mail/mail-layout";
import { siteConfig } from "@/lib/site/site-config";
import type { BrochureRequestInput } from "./brochure-request-schema";
import { arrivalColumns, type Arrival } from "./arrival";
import { notifyCompany } from "./notify-company";

export interface BrochureRequestResult {
  id: number;
  mailFailed: boolean;
  /** The brochure to download, or null when none is published. */
  pdf_file: string | null;
}

/**
 * A visitor asks for the e-brochure: the lead is stored first (with the client address), then
 * the company is told by mail, and the lead records whether that worked. A lead a trap caught
 * is stored as spam and mails no one; its answer is the same.
 */
export async function submitBrochureRequest(input: BrochureRequestInput, arrival: Arrival): Promise<BrochureRequestResult> {
  const prisma = await db();
  const lead = await prisma.brochureRequest.create({ data: { name: input.name, contact: input.contact, email: input.email, ...arrivalColumns(arrival) } });
  const brochure = await collectionService(COLLECTIONS.ebrochure).current();
  const pdf = typeof brochure?.pdf_file === "string" ? brochure.pdf_file : null;
  if (arrival.spamReason) return { id: lead.id, mailFailed: false, pdf_file: pdf };

  const site = siteConfig();
  const content: MailContent = {
    heading: "New e-brochure request",
    paragraphs: [`${input.name} asked for the e-brochure on the website.`],
    rows: [
      ["Name", input.name],
      ["Contact number", input.contact],
      ["Email", input.email],
      ["Brochure", pdf ? `${site.url}${pdf}` : "No brochure is published at the moment."],
    ],
    footer: `Received ${lead.created_at.toISOString()} from ${arrival.ip}.`,
  };
  const outcome = await notifyCompany({ subject: `E-brochure request from ${input.name}`, replyTo: input.email, content });
  await prisma.brochureRequest.update({ where: { id: lead.id }, data: outcome });
  return { id: lead.id, mailFailed: outcome.mail_status === "failed", pdf_file: pdf };
}
