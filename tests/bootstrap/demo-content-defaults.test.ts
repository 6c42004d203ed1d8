// Demo content only where wanted: a first look (`npm start` on the embedded database) shows a full
// site; production on PostgreSQL starts empty; SEED_DEMO_CONTENT forces either way.
import { afterEach, describe, expect, it } from "vitest";
import { demoContentWanted } from "@/lib/bootstrap/demo-content-wanted";
import { parseConfig } from "@/lib/config/parse-config";
import { countDemoRecords, findDemoRecords } from "@/lib/bootstrap/demo-records";
import { prepareDatabase } from "@/lib/bootstrap/prepare-database";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { modelOf } from "@/lib/db/model-delegate";
import { closeDb, type Db } from "@/lib/db";
import { createThrowawayDatabase, TEST_POSTGRES_SERVER } from "../support/throwaway-database";

const PG = "postgresql://u@h/d";
const saved = { ...process.env };

afterEach(async () => {
  await closeDb();
  for (const name of ["NODE_ENV", "DATABASE_URL", "PGLITE_DIR", "SEED_DEMO_CONTENT", "ADMIN_PASSWORD"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

async function contentCount(prisma: Db): Promise<number> {
  let total = 0;
  for (const def of COLLECTION_LIST) total += await modelOf(prisma, def).count();
  return total;
}

describe("demoContentWanted", () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: "development", DATABASE_URL: PG }, true],
    [{ NODE_ENV: "production" }, true],
    [{ NODE_ENV: "production", DATABASE_URL: PG }, false],
    [{ NODE_ENV: "production", DATABASE_URL: "  " }, true],
    [{ NODE_ENV: "production", DATABASE_URL: PG, SEED_DEMO_CONTENT: "1" }, true],
    [{ SEED_DEMO_CONTENT: "0" }, false],
    [{ NODE_ENV: "production", SEED_DEMO_CONTENT: "0" }, false],
    [{ NODE_ENV: "production", DATABASE_URL: PG, SEED_DEMO_CONTENT: "" }, false],
  ])("%j -> %s", (env, wanted) => {
    expect(demoContentWanted(parseConfig({ NODE_ENV: "development", ...env }))).toBe(wanted);
  });
});

describe("the start-up bootstrap", () => {
  it("seeds nothing for NODE_ENV=production on PostgreSQL", async () => {
    const database = await createThrowawayDatabase(TEST_POSTGRES_SERVER, "ecopack_nodemo");
    try {
      await closeDb();
      Object.assign(process.env, { NODE_ENV: "production", DATABASE_URL: database.url, ADMIN_PASSWORD: "a-long-enough-password-1" });
      delete process.env.SEED_DEMO_CONTENT;
      const handle = await prepareDatabase();
      expect(handle.kind).toBe("postgres");
      expect(await handle.prisma.admin.count()).toBe(1);
      expect(await contentCount(handle.prisma)).toBe(0);
      expect(countDemoRecords(await findDemoRecords(handle.prisma))).toBe(0);
      await closeDb();
    } finally {
      await database.drop();
    }
  });

  it("still seeds the embedded database by default, and marks every seeded record as demo", async () => {
    await closeDb();
    Object.assign(process.env, { NODE_ENV: "production", PGLITE_DIR: "memory://", ADMIN_PASSWORD: "a-long-enough-password-1" });
    delete process.env.DATABASE_URL;
    delete process.env.SEED_DEMO_CONTENT;
    const handle = await prepareDatabase();
    expect(handle.kind).toBe("pglite");
    const total = await contentCount(handle.prisma);
    expect(total).toBeGreaterThan(20);
    expect(countDemoRecords(await findDemoRecords(handle.prisma))).toBe(total);
  }, 120_000);

  it("SEED_DEMO_CONTENT=0 keeps the embedded database empty", async () => {
    await closeDb();
    Object.assign(process.env, { PGLITE_DIR: "memory://", SEED_DEMO_CONTENT: "0", ADMIN_PASSWORD: "a-long-enough-password-1" });
    delete process.env.DATABASE_URL;
    const handle = await prepareDatabase();
    expect(await contentCount(handle.prisma)).toBe(0);
  });
});
