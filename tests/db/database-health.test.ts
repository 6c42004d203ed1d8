import { describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/health/route";
import { closeDb } from "@/lib/db";
import { logger } from "@/lib/log/logger";

describe("GET /api/health", () => {
  it("answers ok after a real query, without saying which database runs", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database is unreachable, without leaking details", async () => {
    await closeDb();
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/unreachable";
    const log = vi.spyOn(logger(), "error");
    try {
      const response = await GET();
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toEqual({ status: "error", message: "Database unreachable" });
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
      await closeDb();
    }
  });
});
