import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { jpeg } from "../admin/support/files";
import { SCALE_ADMIN, startCluster, type Cluster, type Instance } from "./cluster";

// Two production servers behind no balancer at all: the tests talk to each one directly, the
// way a load balancer would send consecutive requests to either.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let cluster: Cluster;
let one: Instance;
let two: Instance;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = await startCluster();
  [one, two] = cluster.instances;
  for (const instance of cluster.instances) expect(instance.output()).toContain("cache: shared (Redis)");
});

test.afterAll(async () => {
  await cluster?.stop();
});

async function logIn(instance: Instance): Promise<string> {
  const answer = await fetch(`${instance.url}/logAdmin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SCALE_ADMIN),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function page(instance: Instance, pathname: string) {
  const answer = await fetch(`${instance.url}${pathname}`, { headers: { accept: "text/html" } });
  return { status: answer.status, cache: answer.headers.get("x-cache"), body: await answer.text() };
}

async function list(instance: Instance): Promise<Array<{ id: number; title: string; image: string }>> {
  return (await fetch(`${instance.url}/api/main-category`)).json() as Promise<Array<{ id: number; title: string; image: string }>>;
}

function filesIn(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function createCategory(instance: Instance, token: string, title: string) {
  const image = await jpeg(`${title}.jpg`, "#2f7a3d");
  const form = new FormData();
  form.set("title", title);
  form.set("image", new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  const answer = await fetch(`${instance.url}/api/main-category`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { data: { id: number; image: string } }).data;
}

test("a category saved on one instance is listed, shown and served by the other at once; deleted on the other, it is gone from both", async () => {
  const token = await logIn(one);
  // Warm the second instance's page and list before the save.
  await page(two, "/product");
  expect((await page(two, "/product")).cache).toBe("HIT");
  await list(two);

  const title = `Scale test bags ${Date.now()}`;
  const record = await createCategory(one, token, title);

  expect((await list(two)).map((category) => category.title)).toContain(title);
  const shown = await page(two, "/product");
  expect(shown.status).toBe(200);
  expect(shown.body).toContain(title);

  for (const instance of [one, two]) {
    const image = await fetch(`${instance.url}${record.image}`);
    expect(image.status, `${record.image} on ${instance.url}`).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
  }

  // Warm the first instance's page, then delete through the second.
  expect((await page(one, "/product")).body).toContain(title);
  expect((await page(one, "/product")).cache).toBe("HIT");
  const removed = await fetch(`${two.url}/api/main-category/${record.id}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
  expect(removed.status).toBe(200);

  expect((await page(one, "/product")).body).not.toContain(title);
  expect((await list(one)).map((category) => category.title)).not.toContain(title);
  for (const instance of [one, two]) expect((await fetch(`${instance.url}${record.image}`)).status).toBe(404);

  // Uploads live in the bucket only.
  for (const instance of [one, two]) expect(filesIn(instance.uploadDir)).toEqual([]);
});

test("a token revoked on one instance is refused by the other", async () => {
  const token = await logIn(one);
  const dashboard = () => fetch(`${one.url}/api/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } });
  expect((await dashboard()).status).toBe(200);
  const logout = await fetch(`${two.url}/logout`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: "{}" });
  expect(logout.status).toBe(200);
  expect((await dashboard()).status).toBe(401);
});

test("without Redis both instances keep answering and say so once; with it back, saves are shared again", async () => {
  for (const instance of [one, two]) expect((await page(instance, "/")).status).toBe(200);
  // Only this outage counts: on a loaded machine a first connection can time out at start and
  // recover, which is logged (and rightly so) before the test begins.
  const before = new Map([one, two].map((instance) => [instance, instance.output().length]));
  const sinceOutage = (instance: Instance) => instance.output().slice(before.get(instance));
  await cluster.stopRedis();

  for (let round = 0; round < 3; round++) {
    for (const instance of [one, two]) {
      for (const pathname of ["/", "/product", "/api/main-category"]) {
        const answer = await page(instance, pathname);
        expect(answer.status, `${pathname} on ${instance.url} without Redis`).toBe(200);
        expect(answer.cache, "nothing is served from a cache that can not hear of saves").not.toBe("HIT");
      }
    }
  }
  // A save while Redis is away still shows on the other instance (both render from the database).
  const token = await logIn(one);
  const title = `Saved without Redis ${Date.now()}`;
  await createCategory(one, token, title);
  expect((await page(two, "/product")).body).toContain(title);

  for (const instance of [one, two]) {
    expect(sinceOutage(instance).match(/\[cache\] Redis unreachable/g), `logged once by ${instance.url}`).toHaveLength(1);
  }

  await cluster.startRedis();
  for (const instance of [one, two]) {
    await expect.poll(() => /\[cache\] Redis is back/.test(instance.output()), { timeout: 20_000 }).toBe(true);
  }
  // Kept again, and still fresh after a save on the other instance.
  await page(two, "/product");
  await expect.poll(async () => (await page(two, "/product")).cache).toBe("HIT");
  const later = `Saved with Redis back ${Date.now()}`;
  await createCategory(one, token, later);
  const shown = await page(two, "/product");
  expect(shown.body).toContain(later);
  expect(shown.body).toContain(title);
});
