import "server-only";
import { randomBytes } from "node:crypto";
import { loadBcryptEngine, type BcryptEngine } from "./bcrypt-engine";
import { withHashSlot } from "./hash-slots";

export const BCRYPT_COST = 12;

const holder = globalThis as typeof globalThis & {
  __ecopackPasswordChecks?: Set<() => void>;
  __ecopackBcrypt?: Promise<BcryptEngine>;
  __ecopackDecoy?: Promise<string>;
};
const checkListeners = (holder.__ecopackPasswordChecks ??= new Set());
const engine = (holder.__ecopackBcrypt ??= loadBcryptEngine());
// Made once per process, on first import (not on first use, which would make the first unknown
// username slower than a wrong password).
const decoy = (holder.__ecopackDecoy ??= engine.then((bcrypt) => bcrypt.hash(randomBytes(16).toString("hex"), BCRYPT_COST)));

/**
 * Calls `listener` as each password comparison starts (diagnostics and tests: it counts the
 * expensive work, whatever the timing). Returns the unsubscribe function.
 */
export function onPasswordCheck(listener: () => void): () => void {
  checkListeners.add(listener);
  return () => checkListeners.delete(listener);
}

/** For a password the caller has already earned the right to set; waits for a hashing slot. */
export function hashPassword(password: string): Promise<string> {
  return withHashSlot("wait", async () => (await engine).hash(password, BCRYPT_COST));
}

/**
 * Compares against the stored hash, or against a decoy of the same cost when there is no such
 * account, so an unknown username takes as long to refuse as a wrong password. Throws 503
 * (Retry-After) when every hashing slot is taken.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const against = stored ?? (await decoy);
  const bcrypt = await engine;
  const matches = await withHashSlot("refuse", () => {
    for (const listener of checkListeners) listener();
    return bcrypt.verify(password, against);
  });
  return Boolean(stored) && matches;
}
