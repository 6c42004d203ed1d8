import { COLLECTION_LIST } from "@/lib/content/collections";
import { DUAL_PATHS } from "@/lib/http/dual-paths";
import { JSON_BODY_LIMIT } from "@/lib/http/read-body";
import { failureStatuses, pathNames, RECORD_ID, type ApiOperation, type Parameter } from "./api-operation";
import { RECORD_SCHEMAS } from "./collection-operations";
import { ENVELOPE_SCHEMAS, FAILURE_RESPONSES, failureResponseName, ref, SECURITY_SCHEMES, TOKEN_SECURITY } from "./envelopes";
import type { JsonSchema } from "./json-schema";
import { API_OPERATIONS } from "./operations";

export type OpenApiDocument = JsonSchema & { openapi: "3.1.0"; paths: Record<string, Record<string, JsonSchema>> };

const DESCRIPTION = `The public content lists, the public forms and the back office's calls of the website, at the
paths the specifications fix (some outside \`/api\`).

**Answers.** A public list is a bare JSON array. A successful write answers \`{success: true, message, data}\`
(201 for a create). Every failure answers \`{success: false, code, message, error}\`, plus \`details\`
(a refused field's name and text) on a 400 and \`requestId\` on a 500; branch on \`code\`.

**Token.** \`POST /logAdmin\` answers a token. Protected operations take it as \`Authorization: Bearer <token>\`
or as the bare \`Authorization: <token>\`; \`/change-username\` and \`/logout\` also as \`token\` in the JSON body.
Until a generated first password is changed, protected operations answer 403 \`password_change_required\`.

**Bodies.** JSON (\`application/json\`, at most ${JSON_BODY_LIMIT / 1024} KB) or, for content with files,
\`multipart/form-data\`; any other type is a 415, a larger body a 413. A write whose \`Origin\` is another site
is a 403 \`cross_site_refused\`.`;

/** The other paths that answer a GET exactly as `path` does: with or without its trailing slash, and a page's JSON twin (contract §1). */
function getAliases(path: string): string[] {
  const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const twins = Object.entries(DUAL_PATHS).flatMap(([page, target]) => (page === bare ? [target] : target === path ? [page] : []));
  return [...new Set([bare, ...twins])].filter((alias) => alias !== path);
}

function operationId(method: string, path: string): string {
  const words = path.replace(/[{}]/g, "").split(/[^A-Za-z0-9]+/).filter(Boolean);
  const slash = path.length > 1 && path.endsWith("/") ? "Slash" : "";
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("") + slash;
}

function parameters(op: ApiOperation, path: string): Parameter[] {
  const inPath = pathNames(path).map((name): Parameter => {
    const declared = op.pathParameters?.[name];
    // `{id}` is a record's unless the operation says otherwise (a session's is a uuid).
    if (name === "id" && !declared) return { name, in: "path", required: true, description: "The record's id.", schema: RECORD_ID };
    if (!declared) throw new Error(`${op.method.toUpperCase()} ${path}: describe the path parameter {${name}}.`);
    return { name, in: "path", required: true, ...declared };
  });
  return [...inPath, ...(op.query ?? [])];
}

function requestBody(op: ApiOperation): JsonSchema | undefined {
  if (!op.body) return undefined;
  let schema = op.body.schema;
  if (op.auth === "header-or-body") {
    const token = { type: "string", description: "The token, when it is not sent in the Authorization header." };
    schema = { ...schema, properties: { ...(schema.properties as object), token } };
  }
  return { required: true, content: { [op.body.contentType]: { schema, ...(op.body.encoding && { encoding: op.body.encoding }) } } };
}

function operationObject(op: ApiOperation, path: string, aliasOf?: string): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const status of failureStatuses(op)) responses[status] = ref("responses", failureResponseName(status));
  for (const [status, success] of Object.entries(op.responses)) {
    responses[status] = { description: success.description, ...(success.content && { content: Object.fromEntries(Object.entries(success.content).map(([type, schema]) => [type, { schema }])) }) };
  }
  const alias = aliasOf ? `Answers as \`${op.method.toUpperCase()} ${aliasOf}\` does${DUAL_PATHS[path] ? "; a browser asking for HTML gets the page instead" : ""}.` : undefined;
  const params = parameters(op, path);
  const body = requestBody(op);
  return {
    tags: [op.tag],
    summary: op.summary,
    ...((op.description || alias) && { description: [alias, op.description].filter(Boolean).join("\n\n") }),
    operationId: operationId(op.method, path),
    ...(params.length > 0 && { parameters: params }),
    ...(body && { requestBody: body }),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
    ...(op.auth && { security: op.auth === "header-or-body" ? [...TOKEN_SECURITY, {}] : TOKEN_SECURITY }),
    ...(op.secret && { security: [{ [op.secret]: [] }] }),
  };
}

function paths(): OpenApiDocument["paths"] {
  const out: OpenApiDocument["paths"] = {};
  const put = (path: string, op: ApiOperation, aliasOf?: string) => {
    const item = (out[path] ??= {});
    if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${path} is documented twice.`);
    item[op.method] = operationObject(op, path, aliasOf);
  };
  for (const op of API_OPERATIONS) {
    put(op.path, op);
    if (op.method === "get") for (const alias of getAliases(op.path)) put(alias, op, op.path);
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function tags(): JsonSchema[] {
  const described = new Map(COLLECTION_LIST.map((def) => [def.label.plural, def.description]));
  const names = [...new Set(API_OPERATIONS.map((op) => op.tag))];
  return names.map((name) => ({ name, ...(described.has(name) && { description: described.get(name) }) }));
}

function build(): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "Website API", version: "1", description: DESCRIPTION },
    tags: tags(),
    paths: paths(),
    components: {
      schemas: { ...ENVELOPE_SCHEMAS, ...RECORD_SCHEMAS },
      responses: FAILURE_RESPONSES,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

let built: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document of every route the site answers, built once per process (it changes only with a deploy). */
export function openApiDocument(): OpenApiDocument {
  built ??= build();
  return built;
}
