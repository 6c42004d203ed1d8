import { databaseHandle, type DatabaseHandle } from "@/lib/db";
import { ensureFirstAdmin } from "./ensure-first-admin";
import { seedDemoContent } from "./seed-demo-content";

/** What a server does before it listens: migrate, first administrator, demo content. */
export async function prepareDatabase(): Promise<DatabaseHandle> {
  const handle = await databaseHandle();
  await ensureFirstAdmin(handle.prisma);
  if (process.env.SEED_DEMO_CONTENT !== "0") await seedDemoContent(handle.prisma);
  return handle;
}
