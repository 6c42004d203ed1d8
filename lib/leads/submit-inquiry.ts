import { db } from "@/lib/db";
import type { MailContent } from "@/lib/mail/mail-layout";
import { arrivalColumns, type Arrival } from "./arrival";
import type { InquiryInput } from "./inquiry-schema";
import { notifyCompany } from "./notify-company";

/**
 * A contact-form message: stored first, then mailed to the company, unless a trap caught it
 * (stored as spam, mailed to no one). Answers whether the mail failed.
 */
export async function submitInquiry(input: InquiryInput, arrival: Arrival): Promise<{ id: number; mailFailed: boolean }> {
  const prisma = await db();
  const lead = await prisma.inquiry.create({
    data: { name: input.name, contact_no: input.contactNo, email: input.email, subject: input.subject, message: input.message, ...arrivalColumns(arrival) },
  });
  if (arrival.spamReason) return { id: lead.id, mailFailed: false };
  const content: MailContent = {
    heading: "New inquiry from the website",
    rows: [
      ["Name", input.name],
      ["Contact number", input.contactNo],
      ["Email", input.email],
      ["Subject", input.subject],
      ["Message", input.message],
    ],
    footer: `Received ${lead.created_at.toISOString()} from ${arrival.ip}. Reply to this mail to answer ${input.name}.`,
  };
  const outcome = await notifyCompany({ subject: `Inquiry: ${input.subject}`, replyTo: { name: input.name, address: input.email }, content });
  await prisma.inquiry.update({ where: { id: lead.id }, data: outcome });
  return { id: lead.id, mailFailed: outcome.mail_status === "failed" };
}
