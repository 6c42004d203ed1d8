// The methods each path takes, read from app/ (as the production server has them compiled in),
// and the start-up server's refusal of what no route serves: TRACE and WebDAV methods, a method
// the path does not take, a path that does not decode. Checked on a real HTTP server.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { methodTable } from "@/lib/http/allowed-methods";
import { HTTP_METHODS, scanAppRoutes } from "@/lib/http/app-routes";
import { refuseMalformedRequest } from "@/lib/http/refuse-malformed-request";

const routes = scanAppRoutes(path.join(process.cwd(), "app"));
const methodsOf = methodTable(routes);

describe("scanAppRoutes", () => {
  it("finds every route handler with exactly the methods its module exports", async () => {
    const handlers = routes.filter((route) => route.kind === "route");
    expect(handlers.length).toBeGreaterThan(40);
    for (const route of handlers) {
      const exports = (await import(`@/app/${route.file}`)) as Record<string, unknown>;
      const exported = HTTP_METHODS.filter((method) => typeof exports[method] === "function").sort();
      expect(route.methods, route.file).toEqual(exported);
      expect(route.methods.length, route.file).toBeGreaterThan(0);
    }
  });

  it("lists the pages at their addresses, route groups left out", () => {
    const pages = routes.filter((route) => route.kind === "page").map((route) => route.path);
    expect(pages).toEqual(expect.arrayContaining(["/", "/about", "/product", "/gallery", "/admin", "/admin/[section]", "/[...missing]"]));
  });
});

describe("methodTable", () => {
  it.each([
    ["/", ["GET", "HEAD"], false, "/"],
    ["/about", ["GET", "HEAD"], false, "/about"],
    ["/images/logo.png", ["GET", "HEAD"], false, "/[...missing]"],
    ["/api/unknown/thing", ["GET", "HEAD"], false, "/[...missing]"],
    ["/admin/testimonials", ["GET", "HEAD"], false, "/admin/[section]"],
    ["/api/testimonials", ["GET", "HEAD", "OPTIONS", "POST"], true, "/api/testimonials"],
    ["/api/testimonials/7", ["DELETE", "GET", "HEAD", "OPTIONS", "PUT"], true, "/api/testimonials/[id]"],
    ["/logAdmin", ["OPTIONS", "POST"], true, "/logAdmin"],
    ["/gallery", ["GET", "HEAD", "OPTIONS"], true, "/gallery"],
    ["/gallery/", ["GET", "HEAD", "OPTIONS"], true, "/gallery"],
    ["/gallery/upload", ["OPTIONS", "POST"], true, "/gallery/upload"],
    ["/gallery/7", ["DELETE", "OPTIONS", "PUT"], true, "/gallery/[id]"],
    ["/uploads/2024/01/a.jpg", ["GET", "HEAD", "OPTIONS"], true, "/uploads/[...path]"],
    ["/admin/dashboard", ["GET", "HEAD", "OPTIONS"], true, "/admin/dashboard"],
    ["/api/admin/move/testimonials/3", ["OPTIONS", "PATCH"], true, "/api/admin/move/[collection]/[id]"],
    ["/admin/trash", ["GET", "HEAD"], false, "/admin/trash"],
    ["/api/admin/trash", ["GET", "HEAD", "OPTIONS"], true, "/api/admin/trash"],
    ["/api/admin/trash/sliders/3", ["DELETE", "OPTIONS"], true, "/api/admin/trash/[collection]/[id]"],
    ["/api/admin/trash/sliders/3/restore", ["OPTIONS", "POST"], true, "/api/admin/trash/[collection]/[id]/restore"],
  ])("%s takes %j (route %s)", (pathname, allow, json, pattern) => {
    expect(methodsOf(pathname)).toEqual({ allow, json, pattern });
  });

  it("leaves Next's own files to Next", () => {
    expect(methodsOf("/_next/static/chunks/app.js")).toBeUndefined();
  });
});

describe("refuseMalformedRequest on a real server", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (refuseMalformedRequest(req, res, methodsOf)) return;
      res.end("served");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function send(method: string, path: string) {
    return new Promise<{ status: number; allow?: string; type?: string; body: string }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, type: res.headers["content-type"], body }));
      });
      request.on("error", reject);
      request.end();
    });
  }

  it("answers TRACE, WebDAV's methods and PATCH on a page 405 with Allow, in text", async () => {
    for (const method of ["TRACE", "PROPFIND", "PATCH", "POST", "DELETE", "OPTIONS"]) {
      const answer = await send(method, "/");
      expect(answer, method).toMatchObject({ status: 405, allow: "GET, HEAD", type: "text/plain; charset=utf-8", body: `${method} is not allowed here.\n` });
    }
  });

  it("answers a JSON call's unsupported method 405 in the envelope, with the route's methods", async () => {
    const trace = await send("TRACE", "/api/testimonials/7");
    expect(trace.status).toBe(405);
    expect(trace.allow).toBe("DELETE, GET, HEAD, OPTIONS, PUT");
    expect(JSON.parse(trace.body)).toEqual({ success: false, code: "method_not_allowed", message: "TRACE is not allowed here.", error: "TRACE is not allowed here." });
    const get = await send("GET", "/logAdmin");
    expect(get).toMatchObject({ status: 405, allow: "OPTIONS, POST" });
    expect(JSON.parse(get.body)).toMatchObject({ code: "method_not_allowed" });
    expect(await send("PROPFIND", "/_next/static/chunks/app.js")).toMatchObject({ status: 405, allow: "GET, HEAD" });
  });

  it("answers a path that does not decode 400 in the envelope", async () => {
    for (const bad of ["/api/testimonials/%ZZ", "/api/testimonials/%E0%A4%A", "/uploads/2024/%00.jpg", "/gallery/%C0%AF"]) {
      const answer = await send("GET", bad);
      expect(answer.status, bad).toBe(400);
      expect(JSON.parse(answer.body), bad).toEqual({ success: false, code: "validation_failed", message: "The address is badly encoded.", error: "The address is badly encoded." });
    }
    expect(await send("GET", "/about%ZZ")).toMatchObject({ status: 400, body: "The address is badly encoded.\n" });
  });

  it("lets through what a route serves", async () => {
    for (const [method, path] of [
      ["GET", "/"],
      ["HEAD", "/about?x=%ZZ"],
      ["GET", "/api/testimonials/7"],
      ["OPTIONS", "/api/testimonials/7"],
      ["POST", "/logAdmin"],
      ["GET", "/gallery/"],
      ["GET", "/uploads/2024/01/a%20b.jpg"],
      ["POST", "/_next/image"],
    ]) {
      expect((await send(method, path)).status, `${method} ${path}`).toBe(200);
    }
  });
});
