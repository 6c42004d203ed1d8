import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { warmUpPublicPages } from "@/lib/page-cache/warm-up";
import { PUBLIC_PAGES } from "@/lib/site/public-pages";

const asked: Array<{ path: string; accept?: string }> = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push({ path: req.url!, accept: req.headers.accept });
    res.statusCode = req.url === "/contact" ? 500 : 200;
    res.end("<html></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("asks for every public page once, as a browser does, and names the ones that failed", async () => {
  const result = await warmUpPublicPages(origin);
  expect(asked.map((request) => request.path)).toEqual(PUBLIC_PAGES.map((page) => page.path));
  expect(asked.every((request) => request.accept === "text/html")).toBe(true);
  expect(result.pages).toBe(PUBLIC_PAGES.length);
  expect(result.failed).toEqual(["/contact (500)"]);
});
