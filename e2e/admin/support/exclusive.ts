import fs from "node:fs";
import path from "node:path";

/**
 * Admin spec files share one server and one administrator. Most of them can run side by side,
 * but changing the username or resetting the password (which revokes every token) must not
 * overlap any other file. Every test takes a shared hold; the account, sessions and two-factor files
 * each take the exclusive one for all their tests, one file at a time.
 * The folder lives under `.e2e/admin`, which the server start wipes, so a crash leaves nothing.
 */
const DIR = path.resolve(".e2e", "admin", "locks");
const WRITER = path.join(DIR, "exclusive");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readers(): string[] {
  return fs.existsSync(DIR) ? fs.readdirSync(DIR).filter((name) => name.startsWith("shared-")) : [];
}

/** Waits while an exclusive holder runs, then holds shared; returns the release. */
export async function holdShared(name: string): Promise<() => void> {
  fs.mkdirSync(DIR, { recursive: true });
  const mine = path.join(DIR, `shared-${name.replace(/\W+/g, "-")}-${process.pid}`);
  for (;;) {
    // The exclusive holder's own tests run under its hold.
    if (fs.existsSync(WRITER) && fs.readFileSync(WRITER, "utf8") === String(process.pid)) return () => {};
    // Announce first, then look: an exclusive holder that announced earlier is always seen.
    fs.writeFileSync(mine, "");
    if (!fs.existsSync(WRITER)) return () => fs.rmSync(mine, { force: true });
    fs.rmSync(mine, { force: true });
    await sleep(250);
  }
}

/**
 * How long a file may wait for a hold: a loaded runner took 300 s for one accessibility test,
 * and an exclusive file waits for that test, or for another exclusive file, to end.
 */
export const HOLD_WAIT_MS = 900_000;

/**
 * Announces itself once no other exclusive holder has (the file is created only if absent),
 * waits until no shared holder is left, then runs alone; returns the release.
 */
export async function holdExclusive(): Promise<() => void> {
  fs.mkdirSync(DIR, { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(WRITER, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await sleep(250);
    }
  }
  while (readers().length > 0) await sleep(250);
  return () => fs.rmSync(WRITER, { force: true });
}
