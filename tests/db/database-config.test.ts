import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseConfig } from "@/lib/config/database-config";
import { databaseHandle } from "@/lib/db";

describe("database selection", () => {
  it("uses PostgreSQL when DATABASE_URL is set", () => {
    expect(databaseConfig({ DATABASE_URL: "postgresql://u@h:5432/d" })).toEqual({ kind: "postgres", url: "postgresql://u@h:5432/d" });
  });

  it("uses PGlite in DATA_DIR/pglite when DATABASE_URL is unset or blank", () => {
    expect(databaseConfig({ DATA_DIR: "/srv/data" })).toEqual({ kind: "pglite", dir: "/srv/data/pglite" });
    expect(databaseConfig({ DATABASE_URL: "  " })).toEqual({ kind: "pglite", dir: path.resolve("./data/pglite") });
  });

  it("opens the configured database for this test run", async () => {
    const handle = await databaseHandle();
    expect(handle.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    expect(await handle.prisma.admin.count()).toBe(0);
  });
});
