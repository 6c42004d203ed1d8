import { logger } from "@/lib/log/logger";

/** The bcrypt implementation in use: both give and check the same $2b$ hashes. */
export interface BcryptEngine {
  readonly name: string;
  hash(password: string, cost: number): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}

/**
 * The native binding hashes on libuv's thread pool, so a burst of checks never holds the event
 * loop. Its prebuilt binaries exist per platform and a lockfile made on one platform may not
 * name the others' (npm then installs none): without it, bcryptjs does the same work on the
 * event loop, in slices, and the server says so once.
 */
export async function loadBcryptEngine(): Promise<BcryptEngine> {
  try {
    const native = await import("@node-rs/bcrypt");
    return { name: "native", hash: (password, cost) => native.hash(password, { cost }), verify: (password, hash) => native.verify(password, hash) };
  } catch (error) {
    const js = (await import("bcryptjs")).default;
    logger().warn(`[auth] the native bcrypt binding could not be loaded (${(error as Error).message.split("\n")[0]}); hashing with bcryptjs instead`);
    return { name: "bcryptjs", hash: (password, cost) => js.hash(password, cost), verify: (password, hash) => js.compare(password, hash) };
  }
}
