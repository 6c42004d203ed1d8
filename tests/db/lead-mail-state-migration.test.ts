// The lead mail state migration converts the column in place: leads stored before it keep their
// state, new leads start as pending, and 'outbox' becomes a possible value.
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigrations, readMigrations, type SqlSession } from "@/lib/db/migrate";

function session(pglite: PGlite): SqlSession {
  return {
    exec: async (sql) => void (await pglite.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
  };
}

describe("the lead_mail_state migration", () => {
  it("keeps every existing lead's state and accepts 'outbox'", async () => {
    const pglite = await PGlite.create();
    const migrations = readMigrations();
    const at = migrations.findIndex((m) => m.name.endsWith("_lead_mail_state"));
    expect(at).toBeGreaterThan(0);
    await applyMigrations(session(pglite), migrations.slice(0, at));
    for (const [name, state] of [["Sent", "sent"], ["Failed", "failed"], ["Pending", "pending"]]) {
      await pglite.query(`INSERT INTO inquiries (name, contact_no, email, subject, message, ip, mail_status, updated_at) VALUES ($1, '1', 'a@example.com', 'S', 'M', '1.1.1.1', $2, now())`, [name, state]);
      await pglite.query(`INSERT INTO brochure_requests (name, contact, email, ip, mail_status, updated_at) VALUES ($1, '1', 'a@example.com', '1.1.1.1', $2, now())`, [name, state]);
    }

    await applyMigrations(session(pglite), migrations);
    for (const table of ["inquiries", "brochure_requests"]) {
      const rows = await pglite.query<{ name: string; mail_status: string }>(`SELECT name, mail_status::text FROM ${table} ORDER BY id`);
      expect(rows.rows).toEqual([
        { name: "Sent", mail_status: "sent" },
        { name: "Failed", mail_status: "failed" },
        { name: "Pending", mail_status: "pending" },
      ]);
    }
    await pglite.query(`INSERT INTO inquiries (name, contact_no, email, subject, message, ip, updated_at) VALUES ('New', '1', 'a@example.com', 'S', 'M', '1.1.1.1', now())`);
    await pglite.query(`UPDATE inquiries SET mail_status = 'outbox' WHERE name = 'Sent'`);
    const states = await pglite.query<{ name: string; mail_status: string }>(`SELECT name, mail_status::text FROM inquiries WHERE name IN ('New', 'Sent') ORDER BY id`);
    expect(states.rows).toEqual([
      { name: "Sent", mail_status: "outbox" },
      { name: "New", mail_status: "pending" },
    ]);
    await expect(pglite.query(`UPDATE inquiries SET mail_status = 'mailed'`)).rejects.toThrow(/invalid input value for enum/);
    await pglite.close();
  });
});
