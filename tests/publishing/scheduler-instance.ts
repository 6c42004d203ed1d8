// Test helper process: one instance of the site's publish scheduler on the database of its
// environment (DATABASE_URL). It loads everything, prints `ready`, waits for a line on stdin (so
// several instances start at the same moment), runs what the scheduler runs at start, and prints
// that run's outcome and how many cache refreshes its publishes made.
import { once } from "node:events";
import { createInterface } from "node:readline";
import { closeDb, db } from "@/lib/db";
import { publishDueDraftsNow } from "@/lib/publishing/publish-scheduler";
import { VERSIONED_TYPES } from "@/lib/publishing/versioned-type";

let refreshes = 0;
for (const type of VERSIONED_TYPES) {
  const revalidate = type.revalidate.bind(type);
  type.revalidate = async () => {
    refreshes += 1;
    await revalidate();
  };
}

await db();
console.log("ready");
const input = createInterface({ input: process.stdin });
await once(input, "line");
input.close();
const outcome = await publishDueDraftsNow();
console.log(`outcome ${JSON.stringify({ ...outcome, refreshes })}`);
await closeDb();
