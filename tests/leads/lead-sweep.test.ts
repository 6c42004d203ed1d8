// Retention: spam goes after 30 days, every lead after LEAD_RETENTION_DAYS (730 by default),
// and the record of used challenges once they have expired.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { sweepLeads } from "@/lib/leads/lead-sweep";

const prisma = await db();
const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-06-01T12:00:00Z");
const ago = (days: number) => new Date(now.getTime() - days * DAY);

const inquiry = (name: string, created_at: Date, status: "new" | "won" | "spam" = "new") => ({ name, contact_no: "1", email: "a@example.com", subject: "S", message: "M", ip: "1.1.1.1", status, created_at });
const brochure = (name: string, created_at: Date, status: "new" | "spam" = "new") => ({ name, contact: "9876543210", email: "a@example.com", ip: "1.1.1.1", status, created_at });

beforeEach(async () => {
  await prisma.inquiry.deleteMany();
  await prisma.brochureRequest.deleteMany();
  await prisma.usedChallenge.deleteMany();
});

describe("sweepLeads", () => {
  it("deletes spam older than 30 days and leads older than the retention, nothing else", async () => {
    await prisma.inquiry.createMany({
      data: [inquiry("fresh spam", ago(29), "spam"), inquiry("old spam", ago(31), "spam"), inquiry("old lead", ago(729), "won"), inquiry("expired lead", ago(731), "won")],
    });
    await prisma.brochureRequest.createMany({ data: [brochure("old spam", ago(31), "spam"), brochure("lead", ago(100)), brochure("expired", ago(800))] });

    expect(await sweepLeads(now)).toEqual({ inquiries: 2, brochureRequests: 2, usedChallenges: 0 });
    expect((await prisma.inquiry.findMany({ orderBy: { id: "asc" } })).map((lead) => lead.name)).toEqual(["fresh spam", "old lead"]);
    expect((await prisma.brochureRequest.findMany()).map((lead) => lead.name)).toEqual(["lead"]);
    // A second sweep finds nothing more.
    expect(await sweepLeads(now)).toEqual({ inquiries: 0, brochureRequests: 0, usedChallenges: 0 });
  });

  it("follows LEAD_RETENTION_DAYS", async () => {
    await prisma.inquiry.createMany({ data: [inquiry("90 days", ago(90)), inquiry("20 days", ago(20))] });
    process.env.LEAD_RETENTION_DAYS = "60";
    try {
      await sweepLeads(now);
    } finally {
      delete process.env.LEAD_RETENTION_DAYS;
    }
    expect((await prisma.inquiry.findMany()).map((lead) => lead.name)).toEqual(["20 days"]);
  });

  it("forgets used challenges once they have expired", async () => {
    await prisma.usedChallenge.createMany({
      data: [
        { signature: "a".repeat(64), expires_at: new Date(now.getTime() - 1000) },
        { signature: "b".repeat(64), expires_at: new Date(now.getTime() + 60_000) },
      ],
    });
    expect((await sweepLeads(now)).usedChallenges).toBe(1);
    expect((await prisma.usedChallenge.findMany()).map((row) => row.signature)).toEqual(["b".repeat(64)]);
  });
});
