import { expect, it } from "vitest";
import sharp from "@/lib/uploads/image-codec";

it("keeps no libvips operation cache: every image is new, so it would only hold memory", () => {
  const { memory, items } = sharp.cache() as { memory: { max: number }; items: { max: number } };
  expect(memory.max).toBe(0);
  expect(items.max).toBe(0);
});
