import { databaseHandle, type DatabaseHandle } from "@/lib/db";
import { demoContentWanted } from "./demo-content-wanted";
import { ensureFirstAdmin } from "./ensure-first-admin";
import { seedDemoContent } from "./seed-demo-content";

/** What a server does before it listens: migrate, first administrator, demo content where wanted. */
export async function prepareDatabase(): Promise<DatabaseHandle> {
  const handle = await databaseHandle();
  await ensureFirstAdmin(handle.prisma);
  if (demoContentWanted()) await seedDemoContent(handle.prisma);
  return handle;
}
