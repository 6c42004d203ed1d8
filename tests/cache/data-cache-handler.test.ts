// One instance (no REDIS_URL): the data cache lives in this process's memory.
import { expect, it } from "vitest";
import DataCacheHandler from "@/lib/cache/data-cache-handler";
import { describeDataCache, fill, FETCH_CONTEXT } from "./support/data-cache-cases";

delete process.env.REDIS_URL;
const saves = new DataCacheHandler();
describeDataCache("memory", (tags) => saves.revalidateTag(tags));

it("keeps build-time entries of other kinds in the process", async () => {
  const handler = new DataCacheHandler();
  const page = { kind: "APP_PAGE", html: "<html></html>", headers: {}, status: 200 } as unknown as Parameters<DataCacheHandler["set"]>[1];
  await handler.set("/_not-found", page, {} as Parameters<DataCacheHandler["set"]>[2]);
  expect((await handler.get("/_not-found", { kind: "APP_PAGE" } as unknown as Parameters<DataCacheHandler["get"]>[1]))?.value).toBe(page);
  await fill(handler, "memory-kinds", ["gallery"], "[]");
  expect(await handler.get("memory-kinds", FETCH_CONTEXT(["gallery"]))).not.toBeNull();
});
