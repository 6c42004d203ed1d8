import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { errorResponse, ok } from "@/lib/http/envelope";
import { logger } from "@/lib/log/logger";
import { badRequest, HttpError, notFound, tooManyRequests } from "@/lib/http/http-error";
import { route } from "@/lib/api/route";
import { UploadError } from "@/lib/uploads/upload-error";

describe("response envelope", () => {
  it("wraps a success as {success, message, data}", async () => {
    const response = ok("Slider added successfully!", { id: 1 }, 201);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "Slider added successfully!", data: { id: 1 } });
  });

  it("maps HttpError to its status with the same text in message and error", async () => {
    const response = errorResponse(notFound("Slider not found."));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, code: "not_found", message: "Slider not found.", error: "Slider not found." });
  });

  it("adds details to 400s and Retry-After to 429s", async () => {
    const bad = errorResponse(badRequest("Please provide a title.", { title: "Please provide a title." }));
    expect((await bad.json()).details).toEqual({ title: "Please provide a title." });
    const limited = errorResponse(tooManyRequests(42));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("42");
  });

  it("maps zod errors to 400 with the first message and per-field details", async () => {
    const schema = z.object({ name: z.string({ error: "Name is required" }).min(1, "Name is required"), email: z.email("Email is invalid") });
    const result = schema.safeParse({ name: "", email: "nope" });
    const response = errorResponse(result.error);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      code: "invalid_field",
      message: "Name is required",
      error: "Name is required",
      details: { name: "Name is required", email: "Email is invalid" },
    });
  });

  it("maps upload errors to 413 too large, 415 wrong type and 400 damaged, each with its own text", async () => {
    for (const [reason, status, code] of [
      ["too_large", 413, "file_too_large"],
      ["bad_type", 415, "unsupported_file_type"],
      ["corrupt", 400, "validation_failed"],
      ["active_content", 400, "validation_failed"],
    ] as const) {
      const response = errorResponse(new UploadError(reason, `Refused: ${reason}.`));
      expect(response.status, reason).toBe(status);
      expect(await response.json(), reason).toEqual({ success: false, code, message: `Refused: ${reason}.`, error: `Refused: ${reason}.` });
    }
  });

  it("lets an HttpError name a code more specific than its status's", async () => {
    const response = errorResponse(new HttpError(400, "Only 3 sliders are allowed.", undefined, undefined, "limit_reached"));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("limit_reached");
  });

  it("hides unknown errors behind a generic 500 and logs the detail", async () => {
    const log = vi.spyOn(logger(), "error");
    const response = errorResponse(new Error('relation "secret_table" does not exist at Object.<anonymous> (/srv/app.js:1:1)'));
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(text).not.toContain("secret_table");
    expect(text).not.toContain("app.js");
    expect(JSON.parse(text)).toEqual({ success: false, code: "internal_error", message: "Something went wrong: please try again later.", error: "Something went wrong: please try again later." });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe("route wrapper", () => {
  const echo = route({ body: z.object({ title: z.string().min(1, "Please provide a title.") }) }, async ({ body }) => ok("ok", body));

  it("parses JSON bodies through the schema, and refuses any other type with 415", async () => {
    const json = await echo(new Request("http://x/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title: "A" }) }));
    expect((await json.json()).data).toEqual({ title: "A" });
    const form = new FormData();
    form.set("title", "B");
    const multipart = await echo(new Request("http://x/", { method: "POST", body: form }));
    expect(multipart.status).toBe(415);
  });

  it("answers 400 for malformed JSON and schema failures", async () => {
    const malformed = await echo(new Request("http://x/", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" }));
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe("The request body must be a JSON object.");
    const invalid = await echo(new Request("http://x/", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }));
    expect(invalid.status).toBe(400);
  });

  it("refuses protected calls without a token before reading the body", async () => {
    const guarded = route({ auth: true }, async () => ok("never"));
    const response = await guarded(new Request("http://x/", { method: "POST" }));
    expect(response.status).toBe(401);
    expect((await response.json()).success).toBe(false);
  });
});
