import "server-only";
import { randomBytes } from "node:crypto";
import { config } from "@/lib/config/config";
import { db } from "@/lib/db";

const SETTING_KEY = "jwt_secret";
const holder = globalThis as typeof globalThis & { __ecopackSigningKey?: Promise<Uint8Array> };

async function loadKey(): Promise<Uint8Array> {
  // Its length is checked with the rest of the configuration, before the server listens.
  const fromEnv = config().jwtSecret;
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  // No secret configured: generate one once and keep it in the database, so every process
  // and every restart signs with the same key (never a constant in the code).
  const prisma = await db();
  const candidate = randomBytes(48).toString("base64url");
  await prisma.setting.upsert({ where: { key: SETTING_KEY }, create: { key: SETTING_KEY, value: candidate }, update: {} });
  const stored = await prisma.setting.findUniqueOrThrow({ where: { key: SETTING_KEY } });
  return new TextEncoder().encode(stored.value);
}

/** The HS256 key that signs admin tokens. */
export function signingKey(): Promise<Uint8Array> {
  holder.__ecopackSigningKey ??= loadKey().catch((error) => {
    holder.__ecopackSigningKey = undefined;
    throw error;
  });
  return holder.__ecopackSigningKey;
}
