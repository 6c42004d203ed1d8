import type { Db } from "@/lib/db";
import type { CollectionKey } from "@/lib/content/collection-definition";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { modelOf } from "@/lib/db/model-delegate";
import { parseId } from "@/lib/http/record-id";

/** Set once when seeding ran (its time) or was skipped; never seeded again after it. */
export const SEEDED_KEY = "demo_content_seeded";
/** The ids of the records the seeding created, by collection: the marker of demo content. */
export const DEMO_RECORDS_KEY = "demo_content_records";

export type DemoRecordIds = Partial<Record<CollectionKey, number[]>>;

type Client = Pick<Db, "setting">;

function parseIds(value: string): DemoRecordIds {
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!parsed || typeof parsed !== "object") return {};
    const ids: DemoRecordIds = {};
    for (const def of COLLECTION_LIST) {
      const list = (parsed as Record<string, unknown>)[def.key];
      if (Array.isArray(list)) ids[def.key] = list.map(parseId).filter((id) => id !== null);
    }
    return ids;
  } catch {
    return {};
  }
}

/** Records (or replaces) the list of demo records. */
export async function saveDemoRecordIds(client: Client, ids: DemoRecordIds): Promise<void> {
  const value = JSON.stringify(ids);
  await client.setting.upsert({ where: { key: DEMO_RECORDS_KEY }, create: { key: DEMO_RECORDS_KEY, value }, update: { value } });
}

/**
 * The demo records that still exist, by collection. A site seeded before the ids were kept has
 * only the seeding's time: seeding runs on an empty database in one transaction that writes the
 * time last, so every record created no later than it is demo content.
 */
export async function findDemoRecords(client: Db | Parameters<Parameters<Db["$transaction"]>[0]>[0]): Promise<DemoRecordIds> {
  const marker = await client.setting.findUnique({ where: { key: DEMO_RECORDS_KEY } });
  const found: DemoRecordIds = {};
  if (marker) {
    const ids = parseIds(marker.value);
    for (const def of COLLECTION_LIST) {
      const wanted = ids[def.key];
      if (!wanted?.length) continue;
      const rows = await modelOf(client, def).findMany({ where: { id: { in: wanted } }, select: { id: true } });
      if (rows.length) found[def.key] = rows.map((row) => row.id);
    }
    return found;
  }
  const seeded = await client.setting.findUnique({ where: { key: SEEDED_KEY } });
  const seededAt = seeded ? new Date(seeded.value) : null;
  if (!seededAt || Number.isNaN(seededAt.getTime())) return found;
  for (const def of COLLECTION_LIST) {
    const rows = await modelOf(client, def).findMany({ where: { created_at: { lte: seededAt } }, select: { id: true } });
    if (rows.length) found[def.key] = rows.map((row) => row.id);
  }
  return found;
}

export function countDemoRecords(ids: DemoRecordIds): number {
  return Object.values(ids).reduce((sum, list) => sum + (list?.length ?? 0), 0);
}
