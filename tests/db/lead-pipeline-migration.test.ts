// The lead pipeline migration keeps every lead: one marked handled before it is Contacted, the
// others New, each with an empty note; 'skipped' becomes a mail state.
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigrations, readMigrations, type SqlSession } from "@/lib/db/migrate";

function session(pglite: PGlite): SqlSession {
  return {
    exec: async (sql) => void (await pglite.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
  };
}

describe("the lead_pipeline migration", () => {
  it("maps handled leads to Contacted and the rest to New, keeping every lead", async () => {
    const pglite = await PGlite.create();
    const migrations = readMigrations();
    const at = migrations.findIndex((m) => m.name.endsWith("_lead_pipeline"));
    expect(at).toBeGreaterThan(0);
    await applyMigrations(session(pglite), migrations.slice(0, at));
    for (const [name, handled] of [["Open", null], ["Handled", "2026-01-02T03:04:05Z"]]) {
      await pglite.query(`INSERT INTO inquiries (name, contact_no, email, subject, message, ip, handled_at, updated_at) VALUES ($1, '1', 'a@example.com', 'S', 'M', '1.1.1.1', $2, now())`, [name, handled]);
      await pglite.query(`INSERT INTO brochure_requests (name, contact, email, ip, handled_at, updated_at) VALUES ($1, '1', 'a@example.com', '1.1.1.1', $2, now())`, [name, handled]);
    }

    await applyMigrations(session(pglite), migrations);
    for (const table of ["inquiries", "brochure_requests"]) {
      const rows = await pglite.query(`SELECT name, status::text, note, spam_reason, fill_ms, handled_at IS NOT NULL AS handled FROM ${table} ORDER BY id`);
      expect(rows.rows, table).toEqual([
        { name: "Open", status: "new", note: "", spam_reason: null, fill_ms: null, handled: false },
        { name: "Handled", status: "contacted", note: "", spam_reason: null, fill_ms: null, handled: true },
      ]);
    }
    await pglite.query(`UPDATE inquiries SET mail_status = 'skipped', status = 'spam' WHERE name = 'Open'`);
    await expect(pglite.query(`UPDATE inquiries SET status = 'archived'`)).rejects.toThrow(/invalid input value for enum/);
    await pglite.close();
  });
});
