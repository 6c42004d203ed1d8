// The real answers of the service probes, the proof-of-work challenge, the lead pipeline and the
// trash and the sessions validate against their documented schemas (real routes, real database).
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api-docs/openapi-document";
import { issueAdminToken } from "@/lib/auth/admin-token";
import { COLLECTIONS } from "@/lib/content/collections";
import { db } from "@/lib/db";
import { adminToken, call, validInput } from "../content/fixtures";
import { ROUTES } from "../content/route-modules";
import { appRouteHandler } from "../support/app-route";
import { withSolution } from "../support/solved-challenge";
import { answerValidator } from "./document-schema";

const { expectValid } = answerValidator(openApiDocument());
const prisma = await db();

describe("the new routes' real answers validate against the document", () => {
  it("the service probes and the challenge", async () => {
    for (const path of ["/api/health", "/api/ready", "/api/altcha"]) {
      const answer = await call(await appRouteHandler(path, "GET"), { url: `http://localhost${path}` });
      expect(answer.status, path).toBe(200);
      expectValid(answer.body, path, "get", 200);
    }
  });

  it("a public form post with its solution, and the admin's lead calls", async () => {
    const post = await appRouteHandler("/api/inquiry/send-contact", "POST");
    const sent = await call(post, { method: "POST", json: await withSolution({ name: "Ravi", contactNo: "+91 98765 43210", email: "ravi@example.com", subject: "Bags", message: "Hello" }) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expectValid(sent.body, "/api/inquiry/send-contact", "post", 200);
    expect((await call(post, { method: "POST", json: { name: "Ravi", altcha: "not a solution" } })).body.code).toBe("challenge_failed");

    const spam = await prisma.inquiry.create({
      data: { name: "Bot", contact_no: "1234567", email: "bot@example.com", subject: "s", message: "m", ip: "203.0.113.9", status: "spam", spam_reason: "honeypot", fill_ms: 12, mail_status: "skipped" },
    });
    const list = await call(await appRouteHandler("/api/leads/inquiries", "GET"), { auth: true, url: "http://localhost/api/leads/inquiries?status=all&q=o" });
    expect(list.body.data.items.length).toBeGreaterThan(1);
    expectValid(list.body, "/api/leads/inquiries", "get", 200);
    const changed = await call(await appRouteHandler("/api/leads/inquiries/{id}", "PATCH"), { method: "PATCH", auth: true, json: { status: "won", note: "Ordered." }, params: { id: String(spam.id) } });
    expect(changed.status).toBe(200);
    expectValid(changed.body, "/api/leads/inquiries/{id}", "patch", 200);
    expectValid((await call(await appRouteHandler("/api/leads/counts", "GET"), { auth: true })).body, "/api/leads/counts", "get", 200);
    const erased = await call(await appRouteHandler("/api/leads/erase", "POST"), { method: "POST", auth: true, json: { email: "ravi@example.com" } });
    expect(erased.status).toBe(200);
    expectValid(erased.body, "/api/leads/erase", "post", 200);
  });

  it("the trash: list, restore and purge", async () => {
    const def = COLLECTIONS.testimonials;
    const input = await validInput(def);
    const created = await call(ROUTES.testimonials.create, { auth: true, form: input as Record<string, never> });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const params = { collection: def.key, id: String(created.body.data.id) };
    const remove = () => call(ROUTES.testimonials.remove, { method: "DELETE", auth: true, params: { id: params.id } });
    await remove();
    expectValid((await call(await appRouteHandler("/api/admin/trash", "GET"), { auth: true })).body, "/api/admin/trash", "get", 200);
    const restored = await call(await appRouteHandler("/api/admin/trash/sliders/1/restore", "POST"), { method: "POST", auth: true, params });
    expect(restored.status).toBe(200);
    expectValid(restored.body, "/api/admin/trash/{collection}/{id}/restore", "post", 200);
    await remove();
    const purged = await call(await appRouteHandler("/api/admin/trash/sliders/1", "DELETE"), { method: "DELETE", auth: true, params });
    expect(purged.status).toBe(200);
    expectValid(purged.body, "/api/admin/trash/{collection}/{id}", "delete", 200);
  });

  it("the sessions: list, end one, end all others", async () => {
    await adminToken();
    const admin = await prisma.admin.findFirstOrThrow({ select: { id: true, token_version: true } });
    const other = await issueAdminToken(admin, { ip: "198.51.100.20", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" });
    const listed = await call(await appRouteHandler("/api/admin/sessions", "GET"), { auth: true });
    expect(listed.body.data.length).toBeGreaterThan(1);
    expectValid(listed.body, "/api/admin/sessions", "get", 200);
    const sid = JSON.parse(Buffer.from(other.split(".")[1]!, "base64url").toString("utf8")).sid as string;
    const ended = await call(await appRouteHandler(`/api/admin/sessions/${sid}`, "DELETE"), { method: "DELETE", auth: true, params: { id: sid } });
    expect(ended.status).toBe(200);
    expectValid(ended.body, "/api/admin/sessions/{id}", "delete", 200);
    const others = await call(await appRouteHandler("/api/admin/sessions", "DELETE"), { method: "DELETE", auth: true });
    expect(others.status).toBe(200);
    expectValid(others.body, "/api/admin/sessions", "delete", 200);
  });
});
