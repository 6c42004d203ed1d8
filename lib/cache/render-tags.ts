/**
 * The bridge between the response cache in the custom server and the code Next runs for a
 * request. Next bundles its own copy of every module, so the two meet on globalThis (as the
 * database handle does): a render notes the cache tags of the content it read, and a save notes
 * the tags it expires. Without the custom server (tests, scripts, `next start`) nothing is
 * installed and every call does nothing.
 */

/** The request's one id (lib/log/request-id.ts), the key of what its render notes. */
export { REQUEST_ID_HEADER } from "@/lib/log/request-id";

export interface RenderTagBridge {
  /** The request showed content tagged `tags`. */
  noteTags(requestId: string, tags: readonly string[]): void;
  /** The request showed a fallback for a failed read: its answer must not be kept. */
  noteFailure(requestId: string): void;
  /** The request saved content tagged `tags`: expire what showed them before it answers. */
  noteWrite(requestId: string, tags: readonly string[]): void;
  /**
   * The request's id filter names no record: its answer is the one every id but `known` shares,
   * and the cache may give it to any of them without a render.
   */
  noteUnknownFilter(requestId: string, known: readonly number[]): void;
  /** Content tagged `tags` changed outside any request (a scheduled publish): expire what showed them now. */
  expireNow?(tags: readonly string[]): void;
}

const holder = globalThis as typeof globalThis & { __ecopackRenderTags?: RenderTagBridge };

export function installRenderTagBridge(bridge: RenderTagBridge): void {
  holder.__ecopackRenderTags = bridge;
}

export function noteRenderTags(requestId: string | null | undefined, tags: readonly string[]): void {
  if (requestId) holder.__ecopackRenderTags?.noteTags(requestId, tags);
}

export function noteRenderFailure(requestId: string | null | undefined): void {
  if (requestId) holder.__ecopackRenderTags?.noteFailure(requestId);
}

export function noteContentWrite(requestId: string | null | undefined, tags: readonly string[]): void {
  if (requestId) holder.__ecopackRenderTags?.noteWrite(requestId, tags);
}

export function noteUnknownFilter(requestId: string | null | undefined, known: readonly number[]): void {
  if (requestId) holder.__ecopackRenderTags?.noteUnknownFilter(requestId, known);
}

/** A write made outside any request (a scheduled publish): the kept answers that showed `tags` expire at once. */
export function noteBackgroundWrite(tags: readonly string[]): void {
  holder.__ecopackRenderTags?.expireNow?.(tags);
}
