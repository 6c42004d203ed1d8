// Liveness (`/api/health`) answers from the process alone; readiness (`/api/ready`) checks the
// database, its migrations and the upload store, and keeps its answer for a second.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { forgetReadiness, readiness } from "@/lib/bootstrap/readiness";
import { closeDb, db } from "@/lib/db";
import { queryCount } from "@/lib/db/query-count";
import { logger } from "@/lib/log/logger";

afterEach(() => forgetReadiness());

/** Readiness as seen `ms` from now. */
const readinessAfter = (ms: number) => readiness(Date.now() + ms);

async function withDatabaseDown<T>(run: () => Promise<T>): Promise<T> {
  await closeDb();
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/unreachable";
  forgetReadiness();
  try {
    return await run();
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    await closeDb();
    forgetReadiness();
  }
}

describe("GET /api/ready", () => {
  it("answers ok after a real query, without saying which database runs", async () => {
    const response = await ready();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database is unreachable, without leaking details", async () => {
    const log = vi.spyOn(logger(), "error");
    try {
      const response = await withDatabaseDown(() => ready());
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", message: "Database unreachable" });
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it("answers 503 naming the migrations when one shipped migration is not applied", async () => {
    const prisma = await db();
    const [last] = await prisma.$queryRaw<Array<Record<string, unknown>>>`
      SELECT * FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`;
    await prisma.$executeRaw`DELETE FROM "_prisma_migrations" WHERE id = ${last!.id}`;
    const log = vi.spyOn(logger(), "error");
    try {
      const response = await ready();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", message: "Database migrations pending" });
      expect(JSON.stringify(log.mock.calls)).toContain(String(last!.migration_name));
    } finally {
      log.mockRestore();
      await prisma.$executeRaw`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
        VALUES (${last!.id}, ${last!.checksum}, now(), ${last!.migration_name}, 1)`;
    }
    forgetReadiness();
    expect((await ready()).status).toBe(200);
  });

  it("keeps its answer for a second: a flood of probes costs one check", async () => {
    // The clock stands still: a first check slower than a second (a loaded machine) keeps its answer all the same.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await (await ready()).json();
      const before = queryCount.value;
      const answers = await Promise.all(Array.from({ length: 50 }, () => ready()));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(queryCount.value).toBe(before);
      // Once the second is over, the next probe checks again.
      expect((await readinessAfter(1001)).status).toBe("ok");
      expect(queryCount.value).toBeGreaterThan(before);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("GET /api/health", () => {
  it("answers ok from the process alone, also with the database down", async () => {
    const before = queryCount.value;
    const response = await withDatabaseDown(async () => health());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
    expect(queryCount.value).toBe(before);
  });
});
