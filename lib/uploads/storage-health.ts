import { uploadStorage } from "./upload-storage";
import { logger } from "@/lib/log/logger";

export type StorageHealth = { status: "ok" } | { status: "error"; message: string };

/**
 * Whether uploads can be stored and served right now; never throws. Visitors get a short
 * message, the log gets the details (bucket, endpoint, cause) an operator needs.
 */
export async function storageHealth(): Promise<StorageHealth> {
  try {
    await uploadStorage().check();
    return { status: "ok" };
  } catch (error) {
    logger().error(`[health] upload storage check failed: ${(error as Error).message}`);
    return { status: "error", message: "Upload storage unreachable" };
  }
}
