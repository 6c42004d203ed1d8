// Request ids and the error log: an id sent by a trusted proxy is kept only when it is a plain token
// and no request in progress has it, every line written while a request runs carries its id, and a 500 from a route handler
// returns that id in its envelope and logs the error with it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { POST as sendContact } from "@/app/api/inquiry/send-contact/route";
import { db } from "@/lib/db";
import { createLogger, setLogger } from "@/lib/log/logger";
import { requestContext } from "@/lib/log/request-context";
import { requestIdFor, startRequest } from "@/lib/log/request-id";
import { call } from "../content/fixtures";
import { withSolution } from "../support/solved-challenge";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A logger whose JSON lines are kept for the test to read. */
function captureLog() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  setLogger(createLogger({ level: "info", pretty: false, destination }));
  return lines;
}

afterEach(() => setLogger(undefined));

describe("requestIdFor", () => {
  it.each(["3f1c9a2e-8b7d-4c6e-9f00-1a2b3c4d5e6f", "support-ticket-4711", "0123456789abcdef0123456789abcdef", "abc.DEF_123-x"])("keeps %s from a trusted proxy", (id) => {
    expect(requestIdFor(id, true)).toBe(id);
  });

  it.each([undefined, "", "short", "has space in it", 'x"}{"level":60', "a\nb-newline-here", "x".repeat(65), "-starts-with-dash", "ünïcode-id-here"])("replaces %j with a new UUID", (id) => {
    expect(requestIdFor(id, true)).toMatch(UUID);
  });

  it("never keeps a sane id from a peer that is not a trusted proxy", () => {
    const forged = requestIdFor("support-ticket-4711", false);
    expect(forged).toMatch(UUID);
  });

  it("replaces a repeated header", () => {
    expect(requestIdFor(["first-id-1234", "second-id-1234"], true)).toMatch(UUID);
  });

  it("gives each request its own", () => {
    expect(requestIdFor(undefined, true)).not.toBe(requestIdFor(undefined, true));
  });
});

describe("startRequest", () => {
  it("never gives two requests in progress one id, even when a trusted proxy sends it twice", async () => {
    const lines = captureLog();
    const { logger } = await import("@/lib/log/logger");
    let open = () => {};
    const held = new Promise<void>((resolve) => (open = resolve));
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      const request = startRequest(logger(), req, res, { client: "127.0.0.1", trustedProxy: true });
      void request.run(async () => {
        seen.push(req.headers["x-request-id"] as string);
        if (req.url === "/slow") await held;
        res.end(request.requestId);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const get = async (path: string) => {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers: { "x-request-id": "proxy-chosen-0001" } });
      return { header: response.headers.get("x-request-id"), body: await response.text() };
    };
    try {
      const slow = get("/slow");
      await expect.poll(() => seen.length).toBe(1);
      const meanwhile = await get("/fast");
      open();
      const first = await slow;
      expect(first).toEqual({ header: "proxy-chosen-0001", body: "proxy-chosen-0001" });
      expect(meanwhile.header).toMatch(UUID);
      expect(meanwhile.body).toBe(meanwhile.header);
      expect(seen).toEqual(["proxy-chosen-0001", meanwhile.header]);
      // Once it has answered, the proxy's id is free again.
      expect((await get("/fast")).header).toBe("proxy-chosen-0001");
      await expect.poll(() => lines.filter((line) => line.msg === "request").map((line) => line.requestId)).toEqual([meanwhile.header, "proxy-chosen-0001", "proxy-chosen-0001"]);
    } finally {
      server.close();
    }
  });
});

describe("the logger", () => {
  it("adds the request id to every line written while the request runs", async () => {
    const lines = captureLog();
    const { logger } = await import("@/lib/log/logger");
    await requestContext().run({ requestId: "req-inside-0001" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger().info("inside");
    });
    logger().info("outside");
    expect(lines.map(({ msg, requestId }) => ({ msg, requestId }))).toEqual([
      { msg: "inside", requestId: "req-inside-0001" },
      { msg: "outside", requestId: undefined },
    ]);
  });

  it("is silent in tests unless LOG_LEVEL says otherwise", async () => {
    const { logger } = await import("@/lib/log/logger");
    setLogger(undefined);
    expect(logger().level).toBe("silent");
  });
});

describe("a 500 from a route handler", () => {
  it("answers the request id in the envelope and logs the error with it", async () => {
    const lines = captureLog();
    const prisma = await db();
    // A real failure: the table the contact form writes to is gone.
    await prisma.$executeRawUnsafe('ALTER TABLE "inquiries" RENAME TO "inquiries_away"');
    try {
      const json = await withSolution({ name: "Ravi", contactNo: "+91 98765 43210", email: "ravi@example.com", subject: "Bulk", message: "Prices?" });
      const answer = await requestContext().run({ requestId: "broken-contact-0002" }, () => call(sendContact, { json }));
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        success: false,
        code: "internal_error",
        message: "Something went wrong: please try again later.",
        error: "Something went wrong: please try again later.",
        requestId: "broken-contact-0002",
      });
    } finally {
      await prisma.$executeRawUnsafe('ALTER TABLE "inquiries_away" RENAME TO "inquiries"');
    }
    const error = lines.find((line) => line.msg === "[server error]");
    expect(error).toMatchObject({ level: 50, requestId: "broken-contact-0002" });
    expect((error!.err as { message: string }).message).toMatch(/inquiries/);
  });

  it("has no requestId outside a request, and never any detail", async () => {
    captureLog();
    const prisma = await db();
    await prisma.$executeRawUnsafe('ALTER TABLE "inquiries" RENAME TO "inquiries_away"');
    try {
      const answer = await call(sendContact, { json: await withSolution({ name: "Ravi", contactNo: "+91 98765 43210", email: "ravi@example.com", subject: "Bulk", message: "Prices?" }) });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ success: false, code: "internal_error", message: "Something went wrong: please try again later.", error: "Something went wrong: please try again later." });
    } finally {
      await prisma.$executeRawUnsafe('ALTER TABLE "inquiries_away" RENAME TO "inquiries"');
    }
  });
});
