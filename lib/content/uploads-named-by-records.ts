import type { Db } from "@/lib/db";
import { modelOf } from "@/lib/db/model-delegate";
import { COLLECTION_LIST } from "./collections";
import { filesOfEntry } from "./trash-entry";

/** Of these `/uploads/...` URLs, the ones a record of any collection names in a file field, or a trash entry keeps. */
export async function uploadsNamedByRecords(client: object, urls: readonly string[]): Promise<ReadonlySet<string>> {
  const wanted = new Set(urls);
  const named = new Set<string>();
  if (wanted.size === 0) return named;
  for (const def of COLLECTION_LIST) {
    if (def.files.length === 0) continue;
    const rows = await modelOf(client, def).findMany({
      where: { OR: def.files.map((field) => ({ [field.name]: { in: [...wanted] } })) },
      select: Object.fromEntries(def.files.map((field) => [field.name, true as const])),
    });
    for (const row of rows) {
      for (const field of def.files) {
        const url = row[field.name];
        if (typeof url === "string" && wanted.has(url)) named.add(url);
      }
    }
  }
  // The trash is small: its entries' file lists are read whole.
  const entries = await (client as Pick<Db, "trashEntry">).trashEntry.findMany({ select: { files: true } });
  for (const url of entries.flatMap(filesOfEntry)) if (wanted.has(url)) named.add(url);
  return named;
}
