// Scheduled publishing with several instances (contract §7, issue 25): three scheduler processes
// on one PostgreSQL database (the test's own with TEST_DATABASE_URL, else a throwaway one on the
// machines' server, since an embedded PGlite folder is one process's) start at the same moment
// over drafts that came due while no instance ran. Each is published exactly once: one published
// version, one activity entry, one cache refresh. A passing fault keeps the schedule for the next run.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { collectionService } from "@/lib/content/collection-service";
import { COLLECTIONS } from "@/lib/content/collections";
import { closeDb, db } from "@/lib/db";
import { modelOf } from "@/lib/db/model-delegate";
import { saveDraft } from "@/lib/publishing/draft-service";
import { publishDueDrafts, scheduleDraft } from "@/lib/publishing/publish-draft";
import type { DuePublishing } from "@/lib/publishing/publish-draft";
import { versionedType } from "@/lib/publishing/versioned-type";
import { createThrowawayDatabase, TEST_POSTGRES_SERVER } from "../support/throwaway-database";

// Set before anything opens the database (it opens on first use).
const database = process.env.DATABASE_URL ? null : await createThrowawayDatabase(TEST_POSTGRES_SERVER, "ecopack_scheduler");
if (database) {
  process.env.DATABASE_URL = database.url;
  delete process.env.PGLITE_DIR;
}
afterAll(async () => {
  await closeDb();
  await database?.drop();
});

const def = COLLECTIONS.testimonials;
const type = versionedType(def.key);
const actor = { id: 1, username: "scheduler-test", address: "127.0.0.1" };
const INSTANCES = 3;
const ITEMS = 9;

const image = async () => new File([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 90, b: 40 } } }).png().toBuffer())], "face.png", { type: "image/png" });

/** A live testimonial with a draft scheduled at `at`; answers its id. */
async function scheduled(name: string, at: Date): Promise<number> {
  const created = await collectionService(def).create({ user_name: `${name} (old)`, designation: "Buyer", review_message: "Before.", image: await image() }, actor);
  if (created.kind !== "created") throw new Error(created.kind);
  const id = created.record.id as number;
  await saveDraft(type, id, { user_name: name, designation: "Buyer", review_message: "After." }, actor);
  await scheduleDraft(type, id, at, actor);
  return id;
}

function instance(): { child: ChildProcess; ready: Promise<void>; outcome: Promise<DuePublishing & { refreshes: number }> } {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/publishing/scheduler-instance.ts")], { env: process.env, stdio: ["pipe", "pipe", "inherit"] });
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const outcome = new Promise<DuePublishing & { refreshes: number }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line === "ready") ready();
      else if (line.startsWith("outcome ")) resolve(JSON.parse(line.slice("outcome ".length)));
    });
    child.on("exit", (code) => reject(new Error(`scheduler instance exited with ${code}`)));
  });
  return { child, ready: started, outcome };
}

describe("scheduled publishing with several instances", () => {
  it("publishes each draft that came due while no instance ran exactly once, when the instances start together", async () => {
    const prisma = await db();
    const at = new Date(Date.now() + 2000);
    const ids: number[] = [];
    for (let n = 1; n <= ITEMS; n++) ids.push(await scheduled(`Scheduled ${n}`, at));
    // Due now, and no instance was running when it came.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 200));

    const instances = Array.from({ length: INSTANCES }, instance);
    await Promise.all(instances.map((one) => one.ready));
    for (const one of instances) one.child.stdin!.write("go\n");
    const outcomes = await Promise.all(instances.map((one) => one.outcome));
    console.log(`[scheduler] ${INSTANCES} instances published ${outcomes.map((outcome) => outcome.published.length).join(" + ")} of ${ITEMS}`);

    const published = outcomes.flatMap((outcome) => outcome.published);
    expect(published.map((item) => item.id).sort((a, b) => a - b)).toEqual(ids);
    expect(outcomes.flatMap((outcome) => [...outcome.failed, ...outcome.deferred])).toEqual([]);
    // One cache refresh per publish, wherever it ran.
    for (const outcome of outcomes) expect(outcome.refreshes).toBe(outcome.published.length);

    for (const [n, id] of ids.entries()) {
      expect((await modelOf(prisma, def).findUnique({ where: { id } }))?.user_name).toBe(`Scheduled ${n + 1}`);
      expect(await prisma.contentDraft.count({ where: { collection: def.key, record_id: id } })).toBe(0);
      const statuses = (await prisma.contentVersion.findMany({ where: { collection: def.key, record_id: id }, orderBy: { version: "asc" } })).map((version) => version.status);
      expect(statuses).toEqual(["published", "draft", "scheduled", "published"]);
      // Under the account that scheduled it.
      const entries = await prisma.activity.findMany({ where: { collection: def.key, record_id: id, action: "publish" } });
      expect(entries.map((entry) => entry.account_username)).toEqual([actor.username]);
    }
  }, 180_000);

  it("keeps a schedule that a passing fault stopped, and publishes it on the next run", async () => {
    const prisma = await db();
    const id = await scheduled("Retried", new Date(Date.now() - 1000));
    const lock = vi.spyOn(type, "lock").mockRejectedValueOnce(new Error("Connection terminated unexpectedly"));
    try {
      const first = await publishDueDrafts();
      expect(first).toMatchObject({ published: [], failed: [], deferred: [{ collection: def.key, id, reason: "Connection terminated unexpectedly" }] });
      expect((await prisma.contentDraft.findUniqueOrThrow({ where: { collection_record_id: { collection: def.key, record_id: id } } })).publish_at).not.toBeNull();
      expect((await publishDueDrafts()).published).toEqual([{ collection: def.key, id }]);
    } finally {
      lock.mockRestore();
    }
    expect((await modelOf(prisma, def).findUnique({ where: { id } }))?.user_name).toBe("Retried");
  });
});
