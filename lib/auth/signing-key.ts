import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { config } from "@/lib/config/config";

/** Where the generated key lives when JWT_SECRET is unset: beside the data, never in the database or a backup. */
export const SIGNING_KEY_FILE = "jwt-signing-key";
const MIN_KEY_LENGTH = 32;
const holder = globalThis as typeof globalThis & { __ecopackSigningKey?: Promise<Uint8Array> };

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/**
 * Reads DATA_DIR/jwt-signing-key, creating it once (0600) when missing. Written to a private
 * temporary file and linked into place, so two processes starting together agree on one key and
 * no reader ever sees a half-written file.
 */
async function keyFromFile(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  try {
    return await readKey(file);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  await fs.writeFile(temporary, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  try {
    await fs.link(temporary, file);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
  return readKey(file);
}

async function readKey(file: string): Promise<string> {
  const key = (await fs.readFile(file, "utf8")).trim();
  if (key.length < MIN_KEY_LENGTH) throw new Error(`${file} holds no usable signing key (fewer than ${MIN_KEY_LENGTH} characters): delete it to have a new one made.`);
  // Whoever reads the key can sign in as any administrator.
  if (((await fs.stat(file)).mode & 0o077) !== 0) await fs.chmod(file, 0o600);
  return key;
}

async function loadKey(): Promise<Uint8Array> {
  // Its length is checked with the rest of the configuration, before the server listens.
  const { jwtSecret, dataDir } = config();
  return new TextEncoder().encode(jwtSecret ?? (await keyFromFile(dataDir)));
}

/** The HS256 key that signs admin tokens: JWT_SECRET, or the key file in DATA_DIR. */
export function signingKey(): Promise<Uint8Array> {
  holder.__ecopackSigningKey ??= loadKey().catch((error) => {
    holder.__ecopackSigningKey = undefined;
    throw error;
  });
  return holder.__ecopackSigningKey;
}
