import { acceptInviteBody, changeAccountBody, inviteAccountBody, ROLES } from "@/lib/account/account-schemas";
import { changePasswordBody, changeUsernameBody, forgotPasswordBody, loginBody, logoutBody, verifyOtpBody } from "@/lib/auth/auth-schemas";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { fileGrantsBodySchema, MAX_GRANTED_FILES } from "@/lib/content/file-grant-route";
import { FILE_GRANT_TTL_SECONDS } from "@/lib/preview/file-grant";
import { ACTIVITY_ACTIONS } from "@/lib/activity/activity-actions";
import { ACTIVITY_MAX_PAGE_SIZE, ACTIVITY_PAGE_SIZE } from "@/lib/activity/activity-query";
import { brochureRequestRequestSchema } from "@/lib/leads/brochure-request-schema";
import { inquiryRequestSchema } from "@/lib/leads/inquiry-schema";
import { LEAD_COUNTS_ENDPOINT, LEAD_ERASE_ENDPOINT, LEAD_KIND_LIST, LEAD_PAGE_SIZE, leadEndpoint, type LeadKind } from "@/lib/leads/lead-kinds";
import { LEAD_QUERY_MAX, leadChangeSchema, leadEraseSchema } from "@/lib/leads/lead-routes";
import { MAX_EXPORT_ROWS, MAX_PAGE_SIZE } from "@/lib/leads/lead-service";
import { ALL_STATUSES, LEAD_NOTE_MAX, LEAD_STATUSES } from "@/lib/leads/lead-status";
import { CHALLENGE_TTL_MS } from "@/lib/leads/proof-of-work";
import { SITE_SETTINGS_ENDPOINT, SITE_SETTINGS_FIELDS } from "@/lib/site/site-settings-fields";
import { siteSettingsSchema } from "@/lib/site/site-settings-schema";
import { EXIT_PREVIEW_PATH, OPEN_PREVIEW_PATH, PREVIEW_ENDPOINT } from "@/lib/site/preview-paths";
import { previewRequestSchema } from "@/lib/site/preview-routes";
import { RECORD_ID, type ApiOperation, type RequestBody } from "./api-operation";
import { COLLECTION_OPERATIONS } from "./collection-operations";
import { TWO_FACTOR_OPERATIONS } from "./two-factor-operations";
import { PUBLISHING_OPERATIONS } from "./publishing-operations";
import { recordSchemaName } from "./collection-operations";
import { ref, successEnvelope } from "./envelopes";
import { requestBodySchema, type JsonSchema } from "./json-schema";

/** The path this document is served at. */
export const OPENAPI_PATH = "/api/openapi.json";

const json = (schema: Parameters<typeof requestBodySchema>[0]): RequestBody => ({ contentType: "application/json", schema: requestBodySchema(schema) });
const answer = (description: string, schema: JsonSchema) => ({ description, content: { "application/json": schema } });

const ADMIN: JsonSchema = {
  type: "object",
  properties: { id: RECORD_ID, username: { type: "string" }, email: { type: "string" } },
  required: ["id", "username", "email"],
};

const ROLE: JsonSchema = { enum: [...ROLES], description: "`owner` does everything; `editor` content, drafts, the trash and leads, not accounts, site settings or backups." };

const ACCOUNT_ROW: JsonSchema = {
  type: "object",
  properties: {
    id: RECORD_ID,
    username: { type: "string" },
    email: { type: "string" },
    role: ROLE,
    disabled: { type: "boolean", description: "A disabled account cannot sign in, and its tokens are refused on their next request." },
    invited: { type: "boolean", description: "The invite link is still to be used: no password of its own yet." },
    created_at: { type: "string", format: "date-time" },
  },
  required: ["id", "username", "email", "role", "disabled", "invited", "created_at"],
};

const OWNERS_ONLY = "Owners only: an editor's token gets 403 `forbidden`.";
const LAST_OWNER = "The last enabled owner can be neither demoted, disabled nor deleted: 409 `last_owner`.";

const SITE_SETTINGS: JsonSchema = {
  type: "object",
  description: "The site settings record: every field a string, empty when an optional one is not set.",
  properties: Object.fromEntries(
    SITE_SETTINGS_FIELDS.map((field) => [field.name, { type: "string", maxLength: field.maxLength, description: [field.label, field.hint].filter(Boolean).join(": ") }]),
  ),
  required: SITE_SETTINGS_FIELDS.map((field) => field.name),
};

const LEAD_STATUS: JsonSchema = { enum: [...LEAD_STATUSES], description: "Where the lead is in the sales pipeline; `spam` for what the traps or the administrator set aside." };

function leadSchema(kind: LeadKind): JsonSchema {
  const special: Record<string, JsonSchema> = {
    id: RECORD_ID,
    created_at: { type: "string", format: "date-time" },
    handled_at: { type: ["string", "null"], format: "date-time", description: "When a person first moved it out of `new`; null while new and for what the traps caught." },
    mail_status: {
      enum: ["pending", "sent", "failed", "outbox", "skipped"],
      description: "Where the company's notice went: sent, failed, only written to the outbox (no SMTP_URL), or skipped (caught as spam on arrival).",
    },
    mail_error: { type: ["string", "null"] },
    status: LEAD_STATUS,
    note: { type: "string", maxLength: LEAD_NOTE_MAX, description: "The administrator's note; empty when none." },
  };
  const properties: Record<string, JsonSchema> = Object.fromEntries(kind.columns.map((column) => [column.field, special[column.field] ?? { type: "string", description: column.header }]));
  // Not exported to CSV: they explain a spam verdict on the admin's screen.
  properties.spam_reason = { type: ["string", "null"], description: "Why the traps took it for a robot's on arrival (`honeypot`, `too fast`); null otherwise." };
  properties.fill_ms = { type: ["integer", "null"], minimum: 0, description: "Milliseconds between the form's challenge and the post." };
  return { type: "object", title: kind.singular, properties, required: kind.columns.map((column) => column.field) };
}

const LEAD_FILTERS = [
  {
    name: "status",
    in: "query" as const,
    description: `One status, or \`${ALL_STATUSES}\`; left out, every status but spam. Anything else is a 400.`,
    schema: { enum: [...LEAD_STATUSES, ALL_STATUSES] },
  },
  { name: "q", in: "query" as const, description: `Text searched case-blind in the contact fields, the message and the note (the first ${LEAD_QUERY_MAX} characters).`, schema: { type: "string" } },
];

function leadOperations(kind: LeadKind): ApiOperation[] {
  const path = leadEndpoint(kind);
  const page = { type: "object", properties: { items: { type: "array", items: leadSchema(kind) }, page: { type: "integer", minimum: 1 }, pageSize: { type: "integer", minimum: 1 }, total: { type: "integer", minimum: 0 } }, required: ["items", "page", "pageSize", "total"] };
  return [
    {
      method: "get",
      path,
      tag: "Leads",
      summary: `List ${kind.label.toLowerCase()}`,
      description: `Newest first, one page at a time, filtered by \`status\` and \`q\`; \`format=csv\` answers every lead the filters take (at most ${MAX_EXPORT_ROWS}) as a CSV file instead.`,
      auth: "header",
      query: [
        { name: "page", in: "query", description: "1-based page; anything else reads as 1.", schema: { type: "integer", minimum: 1, default: 1 } },
        { name: "pageSize", in: "query", description: `Leads per page, at most ${MAX_PAGE_SIZE}.`, schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, default: LEAD_PAGE_SIZE } },
        ...LEAD_FILTERS,
        { name: "format", in: "query", description: "`csv`: the export of every lead the filters take.", schema: { enum: ["csv"] } },
      ],
      responses: {
        200: {
          description: "One page of leads, or the CSV export.",
          content: {
            "application/json": { type: "object", properties: { success: { const: true }, data: page }, required: ["success", "data"] },
            "text/csv": { type: "string", description: `Columns: ${kind.columns.map((column) => column.header).join(", ")}.` },
          },
        },
      },
      failures: [400],
    },
    {
      method: "patch",
      path: `${path}/{id}`,
      tag: "Leads",
      summary: `Change the status or note of one ${kind.singular.toLowerCase()}`,
      description:
        "A `status`, a `note`, or both; `handled` is the older call (true: `contacted` when it was `new`, false: back to `new`), never with `status`. " +
        "`handled_at` is set when it first leaves `new` (not for `spam`) and cleared back in `new`.",
      auth: "header",
      body: json(leadChangeSchema),
      responses: {
        200: answer(`"${kind.singular} marked as <status>." (or "as handled" / "as open" for \`handled\`), or "Note saved." for a note alone.`, successEnvelope(leadSchema(kind))),
      },
    },
  ];
}

const PUBLIC_FORM_NOTE =
  "`altcha` is the solved challenge of `GET /api/altcha` (ALTCHA's payload, base64 JSON): without a valid, unused, unexpired one, 400 `challenge_failed` and nothing is stored or mailed. " +
  "`website` is the hidden field people leave empty: a post that fills it, or comes sooner after the challenge than a person could type, answers as a success but is stored as spam and mails no one.";

const TRASH_ITEM: JsonSchema = {
  type: "object",
  properties: {
    collection: { enum: COLLECTION_LIST.map((def) => def.key), description: "The content type's key." },
    id: { ...RECORD_ID, description: "The record's id, kept on restore." },
    title: { type: "string", description: "Its first text field, or e.g. `Gallery Image #12` for a type with none." },
    deleted_at: { type: "string", format: "date-time" },
    deleted_by: {
      type: ["object", "null"],
      properties: { id: { type: ["integer", "null"], description: "The account's id then; the account may since be renamed or gone." }, username: { type: "string" } },
      required: ["id", "username"],
      description: "Who deleted it; null when unknown.",
    },
    purge_at: { type: "string", format: "date-time", description: "When it is purged by itself (`TRASH_DAYS` after the delete)." },
  },
  required: ["collection", "id", "title", "deleted_at", "deleted_by", "purge_at"],
};

const ACTIVITY_ITEM: JsonSchema = {
  type: "object",
  properties: {
    at: { type: "string", format: "date-time" },
    account: {
      type: "object",
      properties: {
        id: { type: ["integer", "null"], description: "The account's id; null for a failed sign-in under a username no account has." },
        username: { type: "string", description: "Its username then (or the username a failed sign-in tried)." },
      },
      required: ["id", "username"],
    },
    action: { enum: [...ACTIVITY_ACTIONS] },
    collection: { type: ["string", "null"], description: "A content type's key, `siteSettings`, or a lead kind (`inquiries`, `brochure-requests`); null when the entry names no item." },
    id: { type: ["integer", "null"], description: "The item's record id." },
    address: { type: "string", description: "The client address the request came from." },
    version: { type: ["integer", "null"], description: "The content version the write made, where one was kept." },
    details: { type: ["object", "null"], description: "What helps read it: the item's title then, the fields changed, a lead's new status, the number of leads erased." },
    exists: { type: ["boolean", "null"], description: "Whether the item can still be opened (false once deleted); null when the entry names no item with a screen." },
  },
  required: ["at", "account", "action", "collection", "id", "address", "version", "details", "exists"],
};

const activityQuery = (name: string, description: string, schema: JsonSchema) => ({ name, in: "query" as const, description, schema });


const SESSION_ID: JsonSchema = { type: "string", format: "uuid" };

const SESSION_ITEM: JsonSchema = {
  type: "object",
  properties: {
    id: SESSION_ID,
    created_at: { type: "string", format: "date-time", description: "When it signed in." },
    last_seen_at: { type: "string", format: "date-time", description: "Its last request, to the minute." },
    address: { type: "string", description: "The client address it signed in from." },
    user_agent: { type: "string", description: "The browser's User-Agent header at sign-in." },
    current: { type: "boolean", description: "True for the session of the token that asked." },
  },
  required: ["id", "created_at", "last_seen_at", "address", "user_agent", "current"],
};

const TRASH_COLLECTION = { collection: { description: "The trashed record's content type.", schema: { enum: COLLECTION_LIST.map((def) => def.key) } } };

const STATUS_ANSWER = (status: "ok" | "error"): JsonSchema =>
  status === "ok"
    ? { type: "object", properties: { status: { const: "ok" } }, required: ["status"] }
    : { type: "object", properties: { status: { const: "error" }, message: { type: "string", description: "Which part is down, never which database runs." } }, required: ["status", "message"] };

const LEAD_COUNT_BY_STATUS: JsonSchema = {
  type: "object",
  properties: Object.fromEntries(LEAD_STATUSES.map((status) => [status, { type: "integer", minimum: 0 }])),
  required: [...LEAD_STATUSES],
};

const plainText = (description: string) => ({ description, content: { "text/plain": { type: "string" } } });

/**
 * Every operation the site answers that is not a content type's (those come from the
 * definitions): documenting a new route is adding its entry here.
 */
const OTHER_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/logAdmin",
    tag: "Sign-in and account",
    summary: "Sign in",
    description:
      "Answers the token every protected operation needs. Wrong passwords are rate limited per address and per address and username. " +
      "An account with two-factor sign-in on answers 401 `two_factor_required` (and no token) until `otp` carries a current TOTP code or an unused recovery code; wrong codes count against the same limit. Without two factors `otp` is ignored.",
    body: json(loginBody),
    rateLimited: true,
    responses: {
      200: answer("Signed in.", {
        type: "object",
        properties: { success: { const: true }, token: { type: "string", description: "A signed JWT." }, user: ADMIN, message: { const: "Login successful" } },
        required: ["success", "token", "user", "message"],
      }),
    },
    failures: [401, 503],
  },
  {
    method: "post",
    path: "/change-password",
    tag: "Sign-in and account",
    summary: "Change the password",
    description: "Checks the old password; signs every device out. A new password has at least 12 characters and is not one of the commonest.",
    body: json(changePasswordBody),
    rateLimited: true,
    responses: { 200: answer("Password changed.", successEnvelope()) },
    failures: [401, 503],
  },
  {
    method: "post",
    path: "/forgot-password",
    tag: "Sign-in and account",
    summary: "Mail a password reset code",
    description: "A 6-digit code, valid 10 minutes, to the administrator's e-mail. The same answer whether or not the username exists.",
    body: json(forgotPasswordBody),
    rateLimited: true,
    responses: { 200: answer("Code sent (if the username exists).", successEnvelope()) },
  },
  {
    method: "post",
    path: "/verify-otp",
    tag: "Sign-in and account",
    summary: "Reset the password with the mailed code",
    body: json(verifyOtpBody),
    rateLimited: true,
    responses: { 200: answer("Password reset.", successEnvelope()) },
    failures: [503],
  },
  {
    method: "post",
    path: "/change-username",
    tag: "Sign-in and account",
    summary: "Change the username",
    auth: "header-or-body",
    body: json(changeUsernameBody),
    responses: { 200: answer("Username changed successfully", successEnvelope(ADMIN)) },
    failures: [409],
  },
  {
    method: "post",
    path: "/logout",
    tag: "Sign-in and account",
    summary: "Sign out",
    description: "Revokes the token for good. Works while the first password is still to be changed.",
    auth: "header-or-body",
    body: json(logoutBody),
    responses: { 200: answer("Logged out successfully", successEnvelope()) },
  },
  ...TWO_FACTOR_OPERATIONS,
  {
    method: "post",
    path: "/api/inquiry/send-contact",
    tag: "Public forms",
    summary: "Send the contact form",
    description: `Stores the inquiry and mails it to the company. ${PUBLIC_FORM_NOTE}`,
    body: json(inquiryRequestSchema),
    rateLimited: true,
    responses: { 200: answer("Message sent successfully!", successEnvelope()) },
    failures: [502],
  },
  {
    method: "post",
    path: "/api/send-email",
    tag: "Public forms",
    summary: "Request the e-brochure",
    description: `Stores the request, tells the company, and answers the brochure's address (null when none is published). ${PUBLIC_FORM_NOTE}`,
    body: json(brochureRequestRequestSchema),
    rateLimited: true,
    responses: {
      200: answer("Email sent successfully!", {
        type: "object",
        properties: {
          success: { const: true },
          message: { type: "string" },
          pdf_file: { type: ["string", "null"] },
          data: { type: "object", properties: { pdf_file: { type: ["string", "null"] } }, required: ["pdf_file"] },
        },
        required: ["success", "message", "pdf_file", "data"],
      }),
    },
    failures: [502],
  },
  {
    method: "get",
    path: "/api/altcha",
    tag: "Public forms",
    summary: "A proof-of-work challenge for a public form",
    description: `ALTCHA's SHA-256 challenge (\`altcha-lib\` v1), HMAC-signed, expiring ${CHALLENGE_TTL_MS / 60_000} minutes after issue (\`expires=\` in the salt). Find the \`number\` up to \`maxnumber\` whose SHA-256 with the salt is \`challenge\`, and send the solution as the form's \`altcha\`. A fresh one each call; never cached.`,
    responses: {
      200: answer("The challenge.", {
        type: "object",
        properties: {
          algorithm: { const: "SHA-256" },
          challenge: { type: "string", description: "The hash to find, hexadecimal." },
          maxnumber: { type: "integer", minimum: 1, description: "The largest number to try." },
          salt: { type: "string", description: "The salt, with its parameters (`expires`, ...) as a query string." },
          signature: { type: "string", description: "The server's HMAC of the challenge." },
        },
        required: ["algorithm", "challenge", "maxnumber", "salt", "signature"],
      }),
    },
  },
  ...LEAD_KIND_LIST.flatMap(leadOperations),
  {
    method: "get",
    path: LEAD_COUNTS_ENDPOINT,
    tag: "Leads",
    summary: "Leads per status",
    description: "How many leads of each kind are in each status (every status, 0 included), and the `new` ones of both kinds together.",
    auth: "header",
    responses: {
      200: answer("The counts.", {
        type: "object",
        properties: {
          success: { const: true },
          data: {
            type: "object",
            properties: {
              new: { type: "integer", minimum: 0 },
              kinds: { type: "object", properties: Object.fromEntries(LEAD_KIND_LIST.map((kind) => [kind.slug, LEAD_COUNT_BY_STATUS])), required: LEAD_KIND_LIST.map((kind) => kind.slug) },
            },
            required: ["new", "kinds"],
          },
        },
        required: ["success", "data"],
      }),
    },
  },
  {
    method: "post",
    path: LEAD_ERASE_ENDPOINT,
    tag: "Leads",
    summary: "Erase every lead of an e-mail address",
    description: "A data-protection request: deletes every inquiry and brochure request of that address (compared case-blind), for good.",
    auth: "header",
    body: json(leadEraseSchema),
    responses: {
      200: answer(
        '"Deleted <n> lead(s) of <email>."',
        successEnvelope({
          type: "object",
          properties: {
            email: { type: "string" },
            deleted: { type: "object", properties: Object.fromEntries(LEAD_KIND_LIST.map((kind) => [kind.slug, { type: "integer", minimum: 0 }])), required: LEAD_KIND_LIST.map((kind) => kind.slug) },
          },
          required: ["email", "deleted"],
        }),
      ),
    },
  },
  {
    method: "get",
    path: SITE_SETTINGS_ENDPOINT,
    tag: "Site settings",
    summary: "The site settings",
    description: "Public: all of it is shown on the site.",
    responses: { 200: answer("The record.", SITE_SETTINGS) },
  },
  {
    method: "put",
    path: SITE_SETTINGS_ENDPOINT,
    tag: "Site settings",
    summary: "Replace the site settings",
    description: "Every field is checked and kept as plain text; a refusal names each failing field in `details`. Expires every kept page. Owners only: an editor's token gets 403 `forbidden`.",
    auth: "header",
    body: json(siteSettingsSchema),
    responses: { 200: answer("Site settings saved successfully!", successEnvelope(SITE_SETTINGS)) },
  },
  {
    method: "get",
    path: "/api/admin/dashboard",
    tag: "Administration",
    summary: "The dashboard's figures",
    description: "The administrator, the number of records of each content type, open leads, demo content left, and warnings for the operator.",
    auth: "header",
    responses: {
      200: answer(
        "Welcome text and figures.",
        successEnvelope({
          type: "object",
          properties: {
            user: ADMIN,
            counts: { type: "object", additionalProperties: { type: "integer", minimum: 0 } },
            leads: { type: "object", properties: { unhandledInquiries: { type: "integer" }, unhandledBrochureRequests: { type: "integer" } } },
            warnings: { type: "array", items: { type: "string" } },
            demoContent: { type: "object", properties: { records: { type: "integer" } } },
          },
        }),
      ),
    },
  },
  {
    method: "delete",
    path: "/api/admin/demo-content",
    tag: "Administration",
    summary: "Remove the demonstration content",
    description: "Moves every demo record with its files to the trash, where each can be restored (`POST /api/admin/trash/{collection}/{id}/restore`) until it is purged; content the administrator added stays. Owners only: an editor's token gets 403 `forbidden`.",
    auth: "header",
    responses: {
      200: answer(
        "What was moved to the trash.",
        successEnvelope({ type: "object", properties: { removed: { type: "integer" }, files: { type: "integer" }, kept: { type: "integer" } }, required: ["removed", "files", "kept"] }),
      ),
    },
  },
  {
    method: "get",
    path: "/api/admin/sessions",
    tag: "Sign-in and account",
    summary: "Where you're signed in",
    description: "The signed-in account's live sessions (one per sign-in, until it ends or its token expires), newest first; `current` marks the one asking.",
    auth: "header",
    responses: { 200: answer('"<n> live session(s)."', successEnvelope({ type: "array", items: SESSION_ITEM })) },
  },
  {
    method: "delete",
    path: "/api/admin/sessions",
    tag: "Sign-in and account",
    summary: "End all other sessions",
    description: "Ends every live session of the account but the one asking: their tokens are refused from their next request, on every instance.",
    auth: "header",
    responses: { 200: answer('"Ended <n> other session(s)." or "No other session was live."', successEnvelope({ type: "object", properties: { ended: { type: "integer", minimum: 0 } }, required: ["ended"] })) },
  },
  {
    method: "delete",
    path: "/api/admin/sessions/{id}",
    tag: "Sign-in and account",
    summary: "End a session",
    description: "Ends one live session of the signed-in account (the current one too, which is signing out): its token is refused from its next request. 404 for another account's, an ended or an unknown one.",
    auth: "header",
    pathParameters: { id: { description: "The session's id, from the list.", schema: SESSION_ID } },
    responses: { 200: answer('"Session ended. That browser is signed out at its next step."', successEnvelope({ type: "object", properties: { id: SESSION_ID }, required: ["id"] })) },
  },
  {
    method: "get",
    path: "/api/admin/me",
    tag: "Team accounts",
    summary: "The signed-in account",
    description: "Its id, username, e-mail and role: the panel reads the role to show owners' screens.",
    auth: "header",
    responses: {
      200: answer(
        "The account.",
        successEnvelope({ type: "object", properties: { ...(ADMIN.properties as Record<string, JsonSchema>), role: ROLE }, required: ["id", "username", "email", "role"] }),
      ),
    },
  },
  {
    method: "get",
    path: "/api/admin/accounts",
    tag: "Team accounts",
    summary: "Every administrator account",
    description: `Oldest first. ${OWNERS_ONLY}`,
    auth: "header",
    responses: { 200: answer('"<n> accounts."', successEnvelope({ type: "array", items: ACCOUNT_ROW })) },
  },
  {
    method: "post",
    path: "/api/admin/accounts",
    tag: "Team accounts",
    summary: "Invite an administrator",
    description: `Creates the account with no usable password and mails it a link to \`/admin/invite?token=…\`, valid 24 hours and good once, where the new administrator sets a password. A username taken: 409; the mail cannot be sent: 502 and no account is kept. ${OWNERS_ONLY}`,
    auth: "header",
    body: json(inviteAccountBody),
    responses: { 201: answer('"Invitation sent to <username>."', successEnvelope(ACCOUNT_ROW)) },
    failures: [409, 502],
  },
  {
    method: "patch",
    path: "/api/admin/accounts/{id}",
    tag: "Team accounts",
    summary: "Change an account's role, or disable or enable it",
    description: `Disabling ends the account's sessions at once: its next request is refused. ${LAST_OWNER} ${OWNERS_ONLY}`,
    auth: "header",
    body: json(changeAccountBody),
    responses: { 200: answer('"Account <username> saved."', successEnvelope(ACCOUNT_ROW)) },
    failures: [409],
  },
  {
    method: "delete",
    path: "/api/admin/accounts/{id}",
    tag: "Team accounts",
    summary: "Delete an account",
    description: `Its tokens are refused from the next request on. ${LAST_OWNER} ${OWNERS_ONLY}`,
    auth: "header",
    responses: { 200: answer('"Account <username> deleted." with the account as it was.', successEnvelope(ACCOUNT_ROW)) },
    failures: [409],
  },
  {
    method: "post",
    path: "/api/admin/invite/accept",
    tag: "Team accounts",
    summary: "Set an invited account's password",
    description:
      "Public: the link's token is the proof. The password follows change-password's rule. An unknown, expired or used token: 400 `invite_invalid` with a text saying which; wrong tokens are rate limited per address like reset codes.",
    body: json(acceptInviteBody),
    rateLimited: true,
    responses: { 200: answer('"Password set: you can sign in now."', successEnvelope({ type: "object", properties: { username: { type: "string" } }, required: ["username"] })) },
  },
  {
    method: "get",
    path: "/api/admin/trash",
    tag: "Administration",
    summary: "The trash",
    description: "Every deleted record, newest first: the content types' DELETE moves a record here, and it is purged by itself `TRASH_DAYS` (default 30) days later.",
    auth: "header",
    responses: { 200: answer('"<n> item(s) in the trash." or "The trash is empty."', successEnvelope({ type: "array", items: TRASH_ITEM })) },
  },
  {
    method: "post",
    path: "/api/admin/trash/{collection}/{id}/restore",
    tag: "Administration",
    summary: "Restore a record from the trash",
    description:
      "Puts it back with the same id, in its old place in the order, with its files public again. Over the type's limit: 400 `limit_reached` with the limit's text; a subcategory whose main category is gone: 409; the trash busy with the same record: 503.",
    auth: "header",
    pathParameters: TRASH_COLLECTION,
    responses: { 200: answer('"<Type> restored.", with the record as the type\'s GET answers it.', successEnvelope({ anyOf: COLLECTION_LIST.map((def) => ref("schemas", recordSchemaName(def))) })) },
    failures: [409, 503],
  },
  {
    method: "delete",
    path: "/api/admin/trash/{collection}/{id}",
    tag: "Administration",
    summary: "Delete a record from the trash for good",
    description: "The record, its versions and its files are gone for good. 404 when it is not in the trash.",
    auth: "header",
    pathParameters: TRASH_COLLECTION,
    responses: {
      200: answer(
        '"<Type> deleted permanently."',
        successEnvelope({ type: "object", properties: { collection: { type: "string" }, id: RECORD_ID }, required: ["collection", "id"] }),
      ),
    },
  },
  {
    method: "get",
    path: "/api/admin/activity",
    tag: "Administration",
    summary: "The activity log",
    description:
      "Who did what and when, from where: every content write, trash restore and purge, settings and lead change, sign-in, failed sign-in and account change, newest first. " +
      "An owner sees every account's entries; an editor only their own (asking for another account's answers none). Kept `ACTIVITY_DAYS` (default 180) days. " +
      "The next, older page: the same query with `before` set to the answer's `next_cursor`.",
    auth: "header",
    query: [
      activityQuery("account", "Only this account's entries (its id).", { type: "integer", minimum: 1 }),
      activityQuery("action", "Only entries of this type.", { enum: [...ACTIVITY_ACTIONS] }),
      activityQuery("collection", "Only entries about this content type (or `siteSettings`, `inquiries`, `brochure-requests`).", { type: "string" }),
      activityQuery("from", "From this day (`YYYY-MM-DD`, UTC) or date-time on.", { type: "string" }),
      activityQuery("to", "Up to the end of this day (`YYYY-MM-DD`, UTC) or this date-time.", { type: "string" }),
      activityQuery("limit", `Entries per page (default ${ACTIVITY_PAGE_SIZE}).`, { type: "integer", minimum: 1, maximum: ACTIVITY_MAX_PAGE_SIZE }),
      activityQuery("before", "The `next_cursor` of the previous page.", { type: "string" }),
    ],
    responses: {
      200: answer('"<n> activity entries." or "No activity matches."', {
        allOf: [
          ref("schemas", "Success"),
          {
            properties: { data: { type: "array", items: ACTIVITY_ITEM }, next_cursor: { type: ["string", "null"], description: "Pass as `before` for the next page; null on the last." } },
            required: ["data", "next_cursor"],
          },
        ],
      }),
    },
    failures: [400],
  },
  {
    method: "post",
    path: PREVIEW_ENDPOINT,
    tag: "Administration",
    summary: "A preview link",
    description:
      "A link, valid 10 minutes, that opens `path` (a public page of this site with its query, e.g. `/product?category=3`) as it will look once every draft is published. Anything else (an absolute or `//` address, the admin, the API, a file) is a 400 `invalid_field` naming `path`.",
    auth: "header",
    body: json(previewRequestSchema),
    responses: {
      200: answer(
        '"Preview link created. It works for 10 minutes."',
        successEnvelope({ type: "object", properties: { url: { type: "string", format: "uri", description: "The link: `/api/preview?token=…` on the site's address." } }, required: ["url"] }),
      ),
    },
  },
  {
    method: "post",
    path: "/api/admin/file-grants",
    tag: "Administration",
    summary: "Grants to show privately kept files",
    description:
      `For each \`/uploads/...\` address in \`urls\` (at most ${MAX_GRANTED_FILES}), the same address with a \`grant\` query parameter valid ${FILE_GRANT_TTL_SECONDS / 60} minutes and bound to that file: it serves the file even while it is kept privately (named only by a draft, a kept version or a trash entry), with \`Cache-Control: private, no-store\`, so the admin can show it in an \`<img>\`. Without a valid grant such a file is a 404. Other addresses are left out. Records keep their plain addresses: a grant is never saved.`,
    auth: "header",
    body: json(fileGrantsBodySchema),
    responses: {
      200: answer(
        '"<n> file grant(s), valid 5 minutes."',
        successEnvelope({ type: "object", additionalProperties: { type: "string", description: "The address with its `grant`." }, description: "Each granted address, keyed by the address as sent." }),
      ),
    },
  },
  {
    method: "get",
    path: OPEN_PREVIEW_PATH,
    tag: "Administration",
    summary: "Open a preview link",
    description:
      "Sets the httpOnly `preview_session` cookie (the link's token, expiring with it) and redirects to the link's page. While it is valid, the public pages and lists show every draft, with `Cache-Control: no-store`, `X-Robots-Tag: noindex` and a preview banner; a file only a draft names is served to it. An altered or foreign token answers 401 `preview_link_invalid`, an expired one 401 `preview_link_expired` (a short page for a browser, the envelope otherwise).",
    query: [{ name: "token", in: "query", required: true, description: "The link's signed token.", schema: { type: "string" } }],
    responses: { 303: { description: "To the previewed page, with the cookie set." } },
    failures: [401],
  },
  {
    method: "get",
    path: EXIT_PREVIEW_PATH,
    tag: "Administration",
    summary: "Leave the preview",
    description: "Clears the `preview_session` cookie and redirects to `path` (a public page; the home page otherwise).",
    query: [{ name: "path", in: "query", description: "The public page to return to.", schema: { type: "string" } }],
    responses: { 303: { description: "To the public page, with the cookie cleared." } },
  },
  ...(["get", "head"] as const).map(
    (method): ApiOperation => ({
      method,
      path: "/uploads/{path}",
      tag: "Files and images",
      summary: method === "get" ? "An uploaded file" : "An uploaded file's headers",
      description:
        "Served with its type, immutable caching, an ETag (304 to a matching `If-None-Match`) and `nosniff`. A file kept privately (named only by a draft, a kept version or a trash entry) is a 404, except with a valid `grant` for it (POST /api/admin/file-grants) or to a preview session when a draft names it; then it comes with `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`.",
      pathParameters: { path: { description: "The file's path below /uploads/, slashes included (e.g. `2026/01/abc.webp`).", schema: { type: "string" } } },
      query: [{ name: "grant", in: "query", description: "An administrator's grant for this very file, from POST /api/admin/file-grants.", schema: { type: "string" } }],
      responses: { 200: { description: "The file.", content: { "application/octet-stream": { type: "string", format: "binary" } } }, 304: { description: "Not modified." } },
      failures: [404, 503],
    }),
  ),
  ...(["get", "head"] as const).map(
    (method): ApiOperation => ({
      method,
      path: "/proxy-image",
      tag: "Files and images",
      summary: method === "get" ? "Fetch an image from another site" : "Headers of an image from another site",
      description: "Only http(s) addresses of public hosts (also after redirects); only image and PDF types; size and time capped. A /uploads/ address of this site is served directly.",
      rateLimited: true,
      query: [{ name: "url", in: "query", required: true, description: "The image's address.", schema: { type: "string" } }],
      responses: { 200: { description: "The image or PDF.", content: { "image/*": { type: "string", format: "binary" }, "application/pdf": { type: "string", format: "binary" } } } },
      failures: [400, 502, 503],
    }),
  ),
  {
    method: "get",
    path: "/api/health",
    tag: "Service",
    summary: "Liveness",
    description: "The process runs and answers; it calls neither the database nor the upload store (see `GET /api/ready` for that). Never cached.",
    responses: { 200: answer("Alive.", STATUS_ANSWER("ok")) },
  },
  {
    method: "get",
    path: "/api/ready",
    tag: "Service",
    summary: "Readiness",
    description: "Whether this instance can serve: the database answers with every migration applied and the upload store is reachable. Checked at most once a second; never cached.",
    responses: { 200: answer("Ready.", STATUS_ANSWER("ok")), 503: answer("A part is down.", STATUS_ANSWER("error")) },
  },
  {
    method: "get",
    path: "/metrics",
    tag: "Service",
    summary: "Prometheus metrics",
    secret: "metricsToken",
    description:
      "This instance's figures in Prometheus text format: requests, latency, the response cache, queries, mail, leads by kind and status, and the process. " +
      "Only to `Authorization: Bearer <METRICS_TOKEN>` (the `metricsToken` scheme, not an admin token); never cached. " +
      "Unlike the rest, its refusals are plain text, not the failure envelope.",
    responses: {
      200: { description: "The metrics.", content: { "text/plain": { type: "string", description: "Prometheus exposition format 0.0.4." } } },
      401: plainText("Without the metrics token (with `WWW-Authenticate: Bearer`)."),
      404: plainText("`METRICS_TOKEN` is not set: the address does not exist."),
    },
  },
  {
    method: "get",
    path: OPENAPI_PATH,
    tag: "Service",
    summary: "This document",
    description: "OpenAPI 3.1, generated from the content definitions and the routes' own schemas. Public; it changes only with a deploy.",
    responses: { 200: answer("The OpenAPI document.", { type: "object" }) },
  },
];

/** Every documented operation at its primary path. */
export const API_OPERATIONS: readonly ApiOperation[] = [...COLLECTION_OPERATIONS, ...OTHER_OPERATIONS, ...PUBLISHING_OPERATIONS];
