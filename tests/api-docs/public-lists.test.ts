import { beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api-docs/openapi-document";
import { seedDemoContent } from "@/lib/bootstrap/seed-demo-content";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { db } from "@/lib/db";
import { SITE_SETTINGS_ENDPOINT } from "@/lib/site/site-settings-fields";
import { appRouteHandler } from "../support/app-route";
import { answerValidator } from "./document-schema";

const document = openApiDocument();
const { expectValid } = answerValidator(document);

async function get(path: string, params: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const response = await (await appRouteHandler(path, "GET"))(new Request(`http://localhost${path}`), { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  expect(await seedDemoContent(await db(), () => {})).toBe(true);
}, 120_000);

describe("every public list's real answer validates against its documented schema", () => {
  for (const def of COLLECTION_LIST) {
    it(`${def.key}: GET ${def.endpoints.list}`, async () => {
      const { status, body } = await get(def.endpoints.list);
      expect(status).toBe(200);
      // The demo content fills every type, so the schema is held to real records.
      if (!def.singleton) expect((body as unknown[]).length).toBeGreaterThan(0);
      expectValid(body, def.endpoints.list, "get", 200);
    });
  }

  it("the subcategories of one main category, with the parent's title", async () => {
    const parent = COLLECTION_LIST.find((def) => def.parent)!;
    const first = await (await db()).subcategory.findFirstOrThrow();
    const path = `${parent.endpoints.list}?${parent.parent!.filterParam}=${first.main_category_id}`;
    const response = await (await appRouteHandler(parent.endpoints.list, "GET"))(new Request(`http://localhost${path}`));
    const body = (await response.json()) as Array<Record<string, unknown>>;
    expect(body.length).toBeGreaterThan(0);
    expect(body[0]).toHaveProperty(parent.parent!.listField);
    expectValid(body, parent.endpoints.list, "get", 200);
  });

  it("one record and the site settings validate too", async () => {
    for (const def of COLLECTION_LIST.filter((candidate) => candidate.endpoints.get)) {
      const [record] = (await get(def.endpoints.list)).body as Array<{ id: number }>;
      const id = String(record!.id);
      const { status, body } = await get(def.endpoints.get!.replace("{id}", id), { id });
      expect(status).toBe(200);
      expectValid(body, def.endpoints.get!, "get", 200);
    }
    const settings = await get(SITE_SETTINGS_ENDPOINT);
    expect(settings.status).toBe(200);
    expectValid(settings.body, SITE_SETTINGS_ENDPOINT, "get", 200);
  });

  it("a schema that does not fit is caught (the check is not vacuous)", () => {
    const def = COLLECTION_LIST[0]!;
    expect(() => expectValid([{ id: "one" }], def.endpoints.list, "get", 200)).toThrow();
  });
});
