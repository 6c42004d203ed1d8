import { ApiError } from "./api-error";
import { apiRequest } from "./client";

/**
 * The back office's calls for drafts, versions and scheduled publishing (contract §7), typed for
 * the screens. Bodies of a type's own fields go as its create or update goes (multipart or JSON).
 */

export interface DraftItem {
  collection: string;
  id: number;
  draft_only: boolean;
  publish_at: string | null;
  updated_at: string;
  author: { id: number | null; username: string };
  record: { id: number } & Record<string, unknown>;
}

export interface VersionItem {
  version: number;
  status: "published" | "draft" | "scheduled";
  created_at: string;
  author: { id: number | null; username: string };
  changed: string[];
}

export interface VersionRecord {
  version: number;
  status: VersionItem["status"];
  record: Record<string, unknown>;
}

export type FieldsBody = { json: Record<string, unknown> } | { form: FormData };

const drafts = (collection: string, id?: number) => `/api/admin/drafts/${collection}${id === undefined ? "" : `/${id}`}`;
const versions = (collection: string, id: number, version?: number) => `/api/admin/versions/${collection}/${id}${version === undefined ? "" : `/${version}`}`;

export async function listDrafts(collection?: string, signal?: AbortSignal): Promise<DraftItem[]> {
  const { data } = await apiRequest<DraftItem[]>("/api/admin/drafts", { signal });
  return Array.isArray(data) ? data.filter((draft) => collection === undefined || draft.collection === collection) : [];
}

/** Saves the fields as the record's draft (`id`), or as a new draft-only record (no `id`). */
export async function saveDraft(collection: string, id: number | null, body: FieldsBody, onProgress?: (percent: number) => void) {
  return apiRequest<DraftItem>(id === null ? drafts(collection) : drafts(collection, id), { method: id === null ? "POST" : "PUT", ...body, onProgress: "form" in body ? onProgress : undefined });
}

export function discardDraft(collection: string, id: number) {
  return apiRequest<{ collection: string; id: number }>(drafts(collection, id), { method: "DELETE" });
}

/** Publishes the draft now, or at `at` (scheduled). */
export function publishDraft(collection: string, id: number, at?: Date) {
  return apiRequest<Record<string, unknown>>(`${drafts(collection, id)}/publish`, { method: "POST", json: at ? { at: at.toISOString() } : {} });
}

export async function listVersions(collection: string, id: number, signal?: AbortSignal): Promise<VersionItem[]> {
  return (await apiRequest<VersionItem[]>(versions(collection, id), { signal })).data;
}

export async function getVersion(collection: string, id: number, version: number, signal?: AbortSignal): Promise<VersionRecord> {
  return (await apiRequest<VersionRecord>(versions(collection, id, version), { signal })).data;
}

/** Restores a version into the draft (the default) or publishes it now. */
export function restoreVersion(collection: string, id: number, version: number, as: "draft" | "published") {
  return apiRequest<unknown>(`${versions(collection, id, version)}/restore`, { method: "POST", json: as === "draft" ? { as: "draft" } : {} });
}

/** The record's draft, or null when it has none. */
export async function getDraft(collection: string, id: number, signal?: AbortSignal): Promise<DraftItem | null> {
  try {
    return (await apiRequest<DraftItem>(drafts(collection, id), { signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  }
}

/**
 * Undo of a save: the record's previous version is restored and published (a new version), or,
 * for a record the save created, it goes to the trash. Answers the server's message.
 */
export async function undoSave(collection: string, id: number, removePath: string | null): Promise<string | undefined> {
  const history = await listVersions(collection, id);
  const previous = history[1];
  if (previous) return (await restoreVersion(collection, id, previous.version, "published")).message;
  if (removePath) return (await apiRequest(removePath, { method: "DELETE" })).message;
  return undefined;
}

/** Undo of a delete: the record comes back from the trash with its files. */
export async function undoDelete(collection: string, id: number): Promise<string | undefined> {
  return (await apiRequest(`/api/admin/trash/${collection}/${id}/restore`, { method: "POST" })).message;
}
