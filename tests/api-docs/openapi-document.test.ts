import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import type { DeclaredRoute } from "@/lib/api/route";
import { requestBodySchema, type JsonSchema } from "@/lib/api-docs/json-schema";
import { openApiDocument } from "@/lib/api-docs/openapi-document";
import { OPENAPI_PATH } from "@/lib/api-docs/operations";
import { scanAppRoutes } from "@/lib/http/app-routes";
import { ERROR_CODES } from "@/lib/http/error-code";
import { appRouteFile, appRouteHandler } from "../support/app-route";

const document = openApiDocument();
type Operation = {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
};
const operation = (docPath: string, method: string) => document.paths[docPath]?.[method.toLowerCase()] as Operation | undefined;

/** A route file's URL pattern as an OpenAPI path: `[id]` and `[...path]` become `{id}` and `{path}`. */
const openApiPath = (pattern: string) => pattern.replace(/\[\[?(?:\.\.\.)?([^\]]+)\]\]?/g, "{$1}");

const withoutToken = (schema: JsonSchema | undefined) =>
  Object.fromEntries(Object.entries((schema?.properties ?? {}) as Record<string, unknown>).filter(([name]) => name !== "token"));

const ROUTES = scanAppRoutes(path.join(process.cwd(), "app")).filter((entry) => entry.kind === "route");

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("documents every route under app/ at its path, with each method it exports", () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    const missing = ROUTES.flatMap((entry) => entry.methods.filter((method) => !operation(openApiPath(entry.path), method)).map((method) => `${method} ${openApiPath(entry.path)}`));
    expect(missing).toEqual([]);
  });

  it("documents nothing that no route answers", async () => {
    const sample: Record<string, string> = { id: "7", collection: "sliders", path: "2026/01/file.webp" };
    const unserved: string[] = [];
    for (const [docPath, item] of Object.entries(document.paths)) {
      const url = docPath.replace(/\{([^}]+)\}/g, (_, name: string) => sample[name] ?? "x");
      for (const method of Object.keys(item)) {
        await appRouteHandler(url, method.toUpperCase()).catch(() => unserved.push(`${method.toUpperCase()} ${docPath}`));
      }
    }
    expect(unserved).toEqual([]);
  });

  it("gives every operation its own id", () => {
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => (op as Operation).operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("documents what each handler declares: its token, its body's schema and type, its rate limit", async () => {
    for (const entry of ROUTES) {
      for (const method of entry.methods) {
        const docPath = openApiPath(entry.path);
        const op = operation(docPath, method)!;
        const where = `${method} ${docPath}`;
        const handler = (await import(/* @vite-ignore */ appRouteFile(entry.path.replace(/\[[^\]]+\]/g, "7"))!))[method] as { declared?: DeclaredRoute };
        const declared = handler.declared;
        const schemes = (op.security ?? []).map((requirement) => Object.keys(requirement).join());
        // `/metrics` takes its own secret (METRICS_TOKEN), checked by its handler, not by route().
        const expected = docPath === "/metrics" ? ["metricsToken"] : declared?.auth ? ["bearerToken", "rawToken", ...(declared.tokenInBody ? [""] : [])] : [];
        expect(schemes, where).toEqual(expected);
        const content = op.requestBody?.content ?? {};
        if (declared?.body) {
          // A body token (tokenInBody) is documented as a string whatever the schema says of it.
          const own = requestBodySchema(declared.body);
          expect(withoutToken(content["application/json"]?.schema), where).toEqual(withoutToken(own));
          expect(content["application/json"]?.schema.required, where).toEqual(own.required);
        } else if (declared?.raw) {
          expect(Object.keys(content), where).toEqual([declared.raw.type === "json" ? "application/json" : "multipart/form-data"]);
        } else {
          expect(content, where).toEqual({});
        }
        if (declared?.rateLimited) expect(op.responses, where).toHaveProperty("429");
      }
    }
  });

  it("lists every error code of the runtime table, with its status", () => {
    const schemas = document.components as { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema> };
    expect(schemas.schemas.ErrorCode!.enum).toEqual(Object.keys(ERROR_CODES));
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect(JSON.stringify(schemas.responses[`Failure${status}`]), code).toContain(`"${code}"`);
    }
  });

  it("is served, public and cacheable, at its path", async () => {
    const response = await (await appRouteHandler(OPENAPI_PATH, "GET"))(new Request(`http://localhost${OPENAPI_PATH}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
