import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("@node-rs/bcrypt");
  vi.resetModules();
});

describe("bcrypt engine", () => {
  it("uses the native binding where it is installed, with hashes bcryptjs reads and the other way round", async () => {
    const { loadBcryptEngine } = await import("@/lib/auth/bcrypt-engine");
    const bcryptjs = (await import("bcryptjs")).default;
    const engine = await loadBcryptEngine();
    expect(engine.name).toBe("native");
    const hash = await engine.hash("correct horse battery", 4);
    expect(await bcryptjs.compare("correct horse battery", hash)).toBe(true);
    expect(await engine.verify("correct horse battery", await bcryptjs.hash("correct horse battery", 4))).toBe(true);
    expect(await engine.verify("wrong", hash)).toBe(false);
  });

  it("falls back to bcryptjs, saying so once, where the platform has no binary", async () => {
    const native = await (await import("@/lib/auth/bcrypt-engine")).loadBcryptEngine();
    const stored = await native.hash("correct horse battery", 4);
    vi.resetModules();
    vi.doMock("@node-rs/bcrypt", () => {
      throw new Error("Cannot find native binding");
    });
    const warn = vi.spyOn((await import("@/lib/log/logger")).logger(), "warn");
    const { loadBcryptEngine } = await import("@/lib/auth/bcrypt-engine");
    const engine = await loadBcryptEngine();
    expect(engine.name).toBe("bcryptjs");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await engine.verify("correct horse battery", stored)).toBe(true);
    expect(await engine.verify("wrong", stored)).toBe(false);
    warn.mockRestore();
  });
});
