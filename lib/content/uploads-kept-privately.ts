type RawClient = { $queryRaw<T>(query: TemplateStringsArray, ...values: unknown[]): Promise<T> };

/** Of these `/uploads/...` URLs, the ones a draft, a kept version or a trash entry names. */
export async function uploadsKeptPrivately(client: object, urls: readonly string[]): Promise<ReadonlySet<string>> {
  if (urls.length === 0) return new Set();
  const wanted = [...new Set(urls)];
  // Records are JSON objects of columns; file columns hold the URL as a plain string value.
  const rows = await (client as RawClient).$queryRaw<{ url: string }[]>`
    SELECT e.value AS url FROM content_versions v CROSS JOIN LATERAL jsonb_each_text(v.record) e WHERE e.value = ANY(${wanted}::text[])
    UNION
    SELECT e.value AS url FROM content_drafts d CROSS JOIN LATERAL jsonb_each_text(d.record) e WHERE e.value = ANY(${wanted}::text[])
    UNION
    SELECT f.value AS url FROM trash t CROSS JOIN LATERAL jsonb_array_elements_text(t.files) f WHERE f.value = ANY(${wanted}::text[])`;
  return new Set(rows.map((row) => row.url));
}
