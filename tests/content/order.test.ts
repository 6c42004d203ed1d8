// The administrator's order: new records last, moves up and down through the one move route,
// per main category for subcategories, gaps closed by deletes and parent changes, concurrent
// moves leaving 1..n without duplicates, and the public lists following the order.
import { beforeEach, describe, expect, it } from "vitest";
import { PATCH as moveRoute } from "@/app/api/admin/move/[collection]/[id]/route";
import { COLLECTIONS } from "@/lib/content/collections";
import { db } from "@/lib/db";
import { call, files } from "./fixtures";
import { ROUTES } from "./route-modules";

const prisma = await db();

beforeEach(async () => {
  await prisma.counter.deleteMany();
  await prisma.subcategory.deleteMany();
  await prisma.mainCategory.deleteMany();
  await prisma.testimonial.deleteMany();
});

const move = (collection: string, id: number, direction: unknown, auth: boolean | string = true) =>
  call(moveRoute, { method: "PATCH", auth, params: { collection, id: String(id) }, json: { direction } });

async function counters(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await call(ROUTES.counters.create, { auth: true, json: { title: `C${i}`, counter_value: i } })).body.data.id);
  return ids;
}

const listedIds = async (handler = ROUTES.counters.list, url?: string) => ((await call(handler, { url })).body as Array<{ id: number }>).map((row) => row.id);
const positions = async () => (await prisma.counter.findMany({ orderBy: { position: "asc" } })).map((row) => row.position);

describe("move", () => {
  it("new records go last; up and down swap neighbours; the ends change nothing; the public list follows", async () => {
    const [a, b, c] = await counters(3);
    expect(await listedIds()).toEqual([a, b, c]);
    expect((await move("counters", c, "up")).body).toMatchObject({ success: true, message: "Order updated.", data: { id: c, position: 2 } });
    expect(await listedIds()).toEqual([a, c, b]);
    expect((await move("counters", a, "up")).status).toBe(200);
    expect((await move("counters", b, "down")).status).toBe(200);
    expect(await listedIds()).toEqual([a, c, b]);
    await move("counters", a, "down");
    expect(await listedIds()).toEqual([c, a, b]);
    const [d] = await counters(1);
    expect(await listedIds()).toEqual([c, a, b, d]);
    expect(await positions()).toEqual([1, 2, 3, 4]);
  });

  it("a move to a position (drag and drop) shifts the rows between; beyond the ends it goes to the end", async () => {
    const [a, b, c, d] = await counters(4);
    const moveTo = (id: number, position: unknown) => call(moveRoute, { method: "PATCH", auth: true, params: { collection: "counters", id: String(id) }, json: { position } });
    expect((await moveTo(d, 1)).body).toMatchObject({ success: true, message: "Order updated.", data: { id: d, position: 1 } });
    expect(await listedIds()).toEqual([d, a, b, c]);
    await moveTo(d, 3);
    expect(await listedIds()).toEqual([a, b, d, c]);
    await moveTo(a, 99);
    expect(await listedIds()).toEqual([b, d, c, a]);
    expect(await positions()).toEqual([1, 2, 3, 4]);
    for (const bad of [0, -1, 1.5, "2", 2_147_483_648]) expect((await moveTo(a, bad)).status).toBe(400);
    const both = await call(moveRoute, { method: "PATCH", auth: true, params: { collection: "counters", id: String(a) }, json: { direction: "up", position: 1 } });
    expect(both.body).toMatchObject({ success: false, message: 'Send either a direction ("up" or "down") or a position.' });
    expect(await listedIds()).toEqual([b, d, c, a]);
  });

  it("a delete closes the gap", async () => {
    const [a, b, c] = await counters(3);
    await call(ROUTES.counters.remove!, { method: "DELETE", auth: true, params: { id: String(b) } });
    expect(await listedIds()).toEqual([a, c]);
    expect(await positions()).toEqual([1, 2]);
  });

  it("twenty concurrent moves, steps and drops, leave positions 1..n, each once", async () => {
    const ids = await counters(4);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 5 === 4
          ? call(moveRoute, { method: "PATCH", auth: true, params: { collection: "counters", id: String(ids[i % 4]) }, json: { position: (i % 4) + 1 } })
          : move("counters", ids[i % 4], i % 3 ? "up" : "down"),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await positions()).toEqual([1, 2, 3, 4]);
    expect(new Set(await listedIds()).size).toBe(4);
  });

  it("refuses without a token, an unknown or unordered collection, a bad direction, a missing record", async () => {
    const [a] = await counters(1);
    expect((await move("counters", a, "up", false)).status).toBe(401);
    expect((await move("aboutUs", a, "up")).status).toBe(404);
    expect((await move("nothing", a, "up")).status).toBe(404);
    expect((await move("counters", a, "left")).status).toBe(400);
    expect((await move("counters", a + 1000, "up")).status).toBe(404);
  });
});

describe("subcategories are ordered within their main category", () => {
  it("moves only among their own category's rows; a change of category puts it last there and closes the gap", async () => {
    const category = async (title: string) => (await call(ROUTES.mainCategories.create, { auth: true, form: { title, image: await files.jpeg() } })).body.data.id as number;
    const [bags, films] = [await category("Bags"), await category("Films")];
    const sub = async (parent: number, title: string) =>
      (await call(ROUTES.subcategories.create, { auth: true, form: { main_category_id: String(parent), title, description: "<p>x</p>", image: await files.jpeg() } })).body.data as { id: number };
    const b1 = await sub(bags, "B1");
    const f1 = await sub(films, "F1");
    const b2 = await sub(bags, "B2");
    const f2 = await sub(films, "F2");
    const bagsList = () => listedIds(ROUTES.subcategories.list, `http://localhost/api/subcategories?main_category_id=${bags}`);
    expect(await bagsList()).toEqual([b1.id, b2.id]);
    await move("subcategories", b2.id, "up");
    expect(await bagsList()).toEqual([b2.id, b1.id]);
    // B2 is first of Bags: moving it up changes nothing, even though F1 is older.
    await move("subcategories", b2.id, "up");
    expect(await bagsList()).toEqual([b2.id, b1.id]);

    await call(ROUTES.subcategories.update!, {
      method: "PUT",
      auth: true,
      params: { id: String(b2.id) },
      form: { main_category_id: String(films), title: "B2", description: "<p>x</p>" },
    });
    expect(await bagsList()).toEqual([b1.id]);
    const filmRows = await prisma.subcategory.findMany({ where: { main_category_id: films }, orderBy: { position: "asc" } });
    expect(filmRows.map((row) => [row.id, row.position])).toEqual([
      [f1.id, 1],
      [f2.id, 2],
      [b2.id, 3],
    ]);
    expect((await prisma.subcategory.findUniqueOrThrow({ where: { id: b1.id } })).position).toBe(1);
  });
});

describe("definitions", () => {
  it("the eight ordered collections", () => {
    const ordered = Object.values(COLLECTIONS).filter((def) => def.ordered).map((def) => def.key).sort();
    expect(ordered).toEqual(["certificates", "counters", "gallery", "mainCategories", "sliders", "subcategories", "testimonials", "valuedClients"]);
  });
});
