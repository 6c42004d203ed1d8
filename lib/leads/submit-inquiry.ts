import { db } from "@/lib/db";
import type { MailContent } from "@/lib/mail/mail-layout";
import type { InquiryInput } from "./inquiry-schema";
import { notifyCompany } from "./notify-company";

/** A contact-form message: stored first, then mailed to the company; answers whether the mail went (or was kept in the outbox). */
export async function submitInquiry(input: InquiryInput, ip: string): Promise<{ id: number; mailed: boolean }> {
  const prisma = await db();
  const lead = await prisma.inquiry.create({
    data: { name: input.name, contact_no: input.contactNo, email: input.email, subject: input.subject, message: input.message, ip },
  });
  const content: MailContent = {
    heading: "New inquiry from the website",
    rows: [
      ["Name", input.name],
      ["Contact number", input.contactNo],
      ["Email", input.email],
      ["Subject", input.subject],
      ["Message", input.message],
    ],
    footer: `Received ${lead.created_at.toISOString()} from ${ip}. Reply to this mail to answer ${input.name}.`,
  };
  const outcome = await notifyCompany({ subject: `Inquiry: ${input.subject}`, replyTo: { name: input.name, address: input.email }, content });
  await prisma.inquiry.update({ where: { id: lead.id }, data: outcome });
  return { id: lead.id, mailed: outcome.mail_status !== "failed" };
}
