import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { BCRYPT_COST } from "@/lib/bootstrap/ensure-first-admin";

// Made once at start-up (not on first use, which would make the first unknown username slow).
const decoy = bcrypt.hash(randomBytes(16).toString("hex"), BCRYPT_COST);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * Compares against the stored hash, or against a decoy of the same cost when there is no such
 * account, so an unknown username takes as long to refuse as a wrong password.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? (await decoy));
  return Boolean(hash) && matches;
}
