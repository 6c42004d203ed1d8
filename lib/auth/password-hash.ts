import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/bcrypt";
import { withHashSlot } from "./hash-slots";

export const BCRYPT_COST = 12;

// A native binding that hashes on libuv's thread pool: a burst of checks never holds the
// event loop, so pages keep answering. Its hashes are ordinary $2b$ bcrypt.
const holder = globalThis as typeof globalThis & { __ecopackPasswordChecks?: Set<() => void>; __ecopackDecoy?: Promise<string> };
const checkListeners = (holder.__ecopackPasswordChecks ??= new Set());
// Made once per process, on first import (not on first use, which would make the first unknown
// username slower than a wrong password).
const decoy = (holder.__ecopackDecoy ??= hash(randomBytes(16).toString("hex"), { cost: BCRYPT_COST }));

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
  return withHashSlot("wait", () => hash(password, { cost: BCRYPT_COST }));
}

/**
 * Compares against the stored hash, or against a decoy of the same cost when there is no such
 * account, so an unknown username takes as long to refuse as a wrong password. Throws 503
 * (Retry-After) when every hashing slot is taken.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const against = stored ?? (await decoy);
  const matches = await withHashSlot("refuse", () => {
    for (const listener of checkListeners) listener();
    return verify(password, against);
  });
  return Boolean(stored) && matches;
}
