import { headers } from "next/headers";
import { REQUEST_ID_HEADER } from "@/lib/cache/render-tags";

/** The id the custom server gave the request in progress, or null outside one. */
export async function requestId(): Promise<string | null> {
  try {
    return (await headers()).get(REQUEST_ID_HEADER);
  } catch {
    // Outside a request (tests, scripts): nothing is being cached.
    return null;
  }
}
