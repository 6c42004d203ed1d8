import { changePasswordBody, changeUsernameBody, forgotPasswordBody, loginBody, logoutBody, verifyOtpBody } from "@/lib/auth/auth-schemas";
import { brochureRequestSchema } from "@/lib/leads/brochure-request-schema";
import { inquirySchema } from "@/lib/leads/inquiry-schema";
import { LEAD_KIND_LIST, LEAD_PAGE_SIZE, leadEndpoint, type LeadKind } from "@/lib/leads/lead-kinds";
import { leadChangeSchema } from "@/lib/leads/lead-routes";
import { MAX_PAGE_SIZE } from "@/lib/leads/lead-service";
import { SITE_SETTINGS_ENDPOINT, SITE_SETTINGS_FIELDS } from "@/lib/site/site-settings-fields";
import { siteSettingsSchema } from "@/lib/site/site-settings-schema";
import { RECORD_ID, type ApiOperation, type RequestBody } from "./api-operation";
import { COLLECTION_OPERATIONS } from "./collection-operations";
import { successEnvelope } from "./envelopes";
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

const SITE_SETTINGS: JsonSchema = {
  type: "object",
  description: "The site settings record: every field a string, empty when an optional one is not set.",
  properties: Object.fromEntries(
    SITE_SETTINGS_FIELDS.map((field) => [field.name, { type: "string", maxLength: field.maxLength, description: [field.label, field.hint].filter(Boolean).join(": ") }]),
  ),
  required: SITE_SETTINGS_FIELDS.map((field) => field.name),
};

function leadSchema(kind: LeadKind): JsonSchema {
  const special: Record<string, JsonSchema> = {
    id: RECORD_ID,
    created_at: { type: "string", format: "date-time" },
    handled_at: { type: ["string", "null"], format: "date-time", description: "When it was marked handled; null while open." },
    mail_status: { enum: ["pending", "sent", "failed", "outbox"], description: "Where the company's notice went: sent, failed, or only written to the outbox (no SMTP_URL)." },
    mail_error: { type: ["string", "null"] },
  };
  const properties = Object.fromEntries(kind.columns.map((column) => [column.field, special[column.field] ?? { type: "string", description: column.header }]));
  return { type: "object", title: kind.singular, properties, required: kind.columns.map((column) => column.field) };
}

function leadOperations(kind: LeadKind): ApiOperation[] {
  const path = leadEndpoint(kind);
  const page = { type: "object", properties: { items: { type: "array", items: leadSchema(kind) }, page: { type: "integer", minimum: 1 }, pageSize: { type: "integer", minimum: 1 }, total: { type: "integer", minimum: 0 } }, required: ["items", "page", "pageSize", "total"] };
  return [
    {
      method: "get",
      path,
      tag: "Leads",
      summary: `List ${kind.label.toLowerCase()}`,
      description: "Newest first, one page at a time; `format=csv` answers every one as a CSV file instead.",
      auth: "header",
      query: [
        { name: "page", in: "query", description: "1-based page; anything else reads as 1.", schema: { type: "integer", minimum: 1, default: 1 } },
        { name: "pageSize", in: "query", description: `Leads per page, at most ${MAX_PAGE_SIZE}.`, schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, default: LEAD_PAGE_SIZE } },
        { name: "format", in: "query", description: "`csv`: the export of every lead.", schema: { enum: ["csv"] } },
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
    },
    {
      method: "patch",
      path: `${path}/{id}`,
      tag: "Leads",
      summary: `Mark ${kind.singular.toLowerCase()} handled or open`,
      auth: "header",
      body: json(leadChangeSchema),
      responses: { 200: answer(`${kind.singular} marked as handled (or open).`, successEnvelope(leadSchema(kind))) },
    },
  ];
}

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
    description: "Answers the token every protected operation needs. Wrong passwords are rate limited per address and per address and username.",
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
  {
    method: "post",
    path: "/api/inquiry/send-contact",
    tag: "Public forms",
    summary: "Send the contact form",
    description: "Stores the inquiry and mails it to the company.",
    body: json(inquirySchema),
    rateLimited: true,
    responses: { 200: answer("Message sent successfully!", successEnvelope()) },
    failures: [502],
  },
  {
    method: "post",
    path: "/api/send-email",
    tag: "Public forms",
    summary: "Request the e-brochure",
    description: "Stores the request, tells the company, and answers the brochure's address (null when none is published).",
    body: json(brochureRequestSchema),
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
  ...LEAD_KIND_LIST.flatMap(leadOperations),
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
    description: "Every field is checked and kept as plain text; a refusal names each failing field in `details`. Expires every kept page.",
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
    description: "Deletes every demo record and its files; content the administrator added stays.",
    auth: "header",
    responses: {
      200: answer(
        "What was removed.",
        successEnvelope({ type: "object", properties: { removed: { type: "integer" }, files: { type: "integer" }, kept: { type: "integer" } }, required: ["removed", "files", "kept"] }),
      ),
    },
  },
  ...(["get", "head"] as const).map(
    (method): ApiOperation => ({
      method,
      path: "/uploads/{path}",
      tag: "Files and images",
      summary: method === "get" ? "An uploaded file" : "An uploaded file's headers",
      description: "Served with its type, immutable caching, an ETag (304 to a matching `If-None-Match`) and `nosniff`.",
      pathParameters: { path: { description: "The file's path below /uploads/, slashes included (e.g. `2026/01/abc.webp`).", schema: { type: "string" } } },
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
    summary: "Health check",
    description: "Whether the database and the upload storage answer; never names which database runs.",
    responses: {
      200: answer("Healthy.", { type: "object", properties: { status: { const: "ok" } }, required: ["status"] }),
      503: answer("A part is down.", { type: "object", properties: { status: { const: "error" }, message: { type: "string" } }, required: ["status", "message"] }),
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
export const API_OPERATIONS: readonly ApiOperation[] = [...COLLECTION_OPERATIONS, ...OTHER_OPERATIONS];
