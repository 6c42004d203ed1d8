import { z } from "zod";
import { activityActor } from "@/lib/api/activity-actor";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/http/envelope";
import { forbidden, invalidFields, notFound } from "@/lib/http/http-error";
import { ACCOUNT_TEXT } from "@/lib/auth/auth-texts";
import type { AdminSession } from "@/lib/auth/require-admin";
import { requireId } from "@/lib/http/record-id";
import { SITE_SETTINGS_ROW_ID } from "@/lib/site/site-settings-store";
import { createDraft, discardDraft, getDraft, listDrafts, saveDraft } from "./draft-service";
import { publishDraft, scheduleDraft } from "./publish-draft";
import { PUBLISHING_TEXT } from "./publishing-texts";
import { readDraftBody } from "./read-draft-body";
import { listVersions, getVersion, restoreVersion } from "./version-service";
import { versionedType, type VersionedType } from "./versioned-type";

const NO_STORE = { "Cache-Control": "no-store" };

type Params = Record<string, string | string[] | undefined>;

/** The type a path names, refused (403) to an editor for the site settings: those are owners' (contract §8). */
function typeFor(params: Params, session: AdminSession): VersionedType {
  const type = versionedType(params.collection);
  if (!type.def && session.admin.role !== "owner") throw forbidden(ACCOUNT_TEXT.ownersOnly);
  return type;
}

/** The type and record a path names; the site settings have one record, id 1. */
function target(params: Params, session: AdminSession): { type: VersionedType; id: number } {
  const type = typeFor(params, session);
  const id = requireId(params.id);
  if (!type.def && id !== SITE_SETTINGS_ROW_ID) throw notFound(type.notFound);
  return { type, id };
}

/** `{"at": ISO-8601}` schedules; nothing publishes now. */
export const publishBodySchema = z.object({ at: z.string({ error: PUBLISHING_TEXT.badTime }).optional() }, { error: PUBLISHING_TEXT.badTime });

/** `{"as": "draft"}` restores into the draft; nothing restores and publishes. */
export const restoreBodySchema = z.object({ as: z.enum(["draft", "published"], { error: PUBLISHING_TEXT.badRestore }).optional() }, { error: PUBLISHING_TEXT.badRestore });

// An ISO 8601 date with a time (a bare date or a time without a zone is ambiguous).
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function publishTime(at: string): Date {
  const time = ISO_DATE_TIME.test(at.trim()) ? new Date(at.trim()) : null;
  if (!time || Number.isNaN(time.getTime())) throw invalidFields({ at: PUBLISHING_TEXT.badTime });
  return time;
}

/** GET /api/admin/drafts: every draft (marks in the admin lists, draft-only items). Admin. */
export const listDraftsRoute = route({ auth: true }, async () => {
  const drafts = await listDrafts();
  return ok(PUBLISHING_TEXT.drafts(drafts.length), drafts, 200, NO_STORE);
});

/** POST /api/admin/drafts/{collection}: a record that exists only as a draft. Admin. */
export const createDraftRoute = route({ auth: true }, async (ctx) => {
  const { request, params, session } = ctx;
  const type = typeFor(params, session);
  const { draft, created } = await createDraft(type, await readDraftBody(request, type), activityActor(ctx));
  return ok(created ? PUBLISHING_TEXT.draftCreated : PUBLISHING_TEXT.draftSaved, draft, created ? 201 : 200);
});

/** GET /api/admin/drafts/{collection}/{id}: the record's draft. Admin. */
export const getDraftRoute = route({ auth: true }, async ({ params, session }) => {
  const { type, id } = target(params, session);
  return ok(PUBLISHING_TEXT.draftSaved, await getDraft(type, id), 200, NO_STORE);
});

/** PUT /api/admin/drafts/{collection}/{id}: the type's update fields kept as the draft. Admin. */
export const saveDraftRoute = route({ auth: true }, async (ctx) => {
  const { request, params, session } = ctx;
  const { type, id } = target(params, session);
  return ok(PUBLISHING_TEXT.draftSaved, await saveDraft(type, id, await readDraftBody(request, type), activityActor(ctx)));
});

/** DELETE /api/admin/drafts/{collection}/{id}: discards the draft. Admin. */
export const discardDraftRoute = route({ auth: true }, async (ctx) => {
  const { params, session } = ctx;
  const { type, id } = target(params, session);
  return ok(PUBLISHING_TEXT.draftDiscarded, await discardDraft(type, id, activityActor(ctx)));
});

/** POST /api/admin/drafts/{collection}/{id}/publish: now, or at `{"at": ISO}`. Admin. */
export const publishDraftRoute = route({ auth: true, body: publishBodySchema }, async (ctx) => {
  const { params, body, session } = ctx;
  const { type, id } = target(params, session);
  if (body.at !== undefined) {
    const at = publishTime(body.at);
    return ok(PUBLISHING_TEXT.scheduled(type.label, at.toISOString()), await scheduleDraft(type, id, at, activityActor(ctx)));
  }
  return ok(PUBLISHING_TEXT.published(type.label), await publishDraft(type, id, activityActor(ctx)));
});

/** GET /api/admin/versions/{collection}/{id}: the record's versions, newest first. Admin. */
export const listVersionsRoute = route({ auth: true }, async ({ params, session }) => {
  const { type, id } = target(params, session);
  const versions = await listVersions(type, id);
  return ok(PUBLISHING_TEXT.versions(versions.length), versions, 200, NO_STORE);
});

/** GET /api/admin/versions/{collection}/{id}/{version}: one version's record. Admin. */
export const getVersionRoute = route({ auth: true }, async ({ params, session }) => {
  const { type, id } = target(params, session);
  const version = await getVersion(type, id, requireId(params.version, "version"));
  return ok(`Version ${version.version}.`, version, 200, NO_STORE);
});

/** POST /api/admin/versions/{collection}/{id}/{version}/restore: published now, or `{"as": "draft"}` into the draft. Admin. */
export const restoreVersionRoute = route({ auth: true, body: restoreBodySchema }, async (ctx) => {
  const { params, body, session } = ctx;
  const { type, id } = target(params, session);
  const version = requireId(params.version, "version");
  const restored = await restoreVersion(type, id, version, body.as === "draft", activityActor(ctx));
  return restored.as === "draft" ? ok(PUBLISHING_TEXT.restoredAsDraft(version), restored.draft) : ok(PUBLISHING_TEXT.restored(version), restored.record);
});
