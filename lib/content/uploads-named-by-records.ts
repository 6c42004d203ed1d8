import { modelOf } from "@/lib/db/model-delegate";
import { COLLECTION_LIST } from "./collections";
import { uploadsKeptPrivately } from "./uploads-kept-privately";

/** Of these `/uploads/...` URLs, the ones a live record of any collection names in a file field. */
export async function uploadsNamedByLiveRecords(client: object, urls: readonly string[]): Promise<ReadonlySet<string>> {
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
  return named;
}

/** Of these `/uploads/...` URLs, the ones anything names: a live record, a draft, a kept version or a trash entry. */
export async function uploadsNamedByRecords(client: object, urls: readonly string[]): Promise<ReadonlySet<string>> {
  const live = await uploadsNamedByLiveRecords(client, urls);
  const kept = await uploadsKeptPrivately(client, urls);
  return new Set([...live, ...kept]);
}
