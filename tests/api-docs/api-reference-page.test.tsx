// The back office's API reference is rendered on the server from the document itself.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ApiReferencePage from "@/app/admin/(panel)/api-reference/page";
import { openApiDocument } from "@/lib/api-docs/openapi-document";
import { ERROR_CODES } from "@/lib/http/error-code";

const html = renderToStaticMarkup(ApiReferencePage());
const document = openApiDocument();

describe("the API reference screen", () => {
  it("shows every documented operation and every error code", () => {
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) expect(html).toContain(`id="op-${(operation as { operationId: string }).operationId}"`);
    }
    for (const code of Object.keys(ERROR_CODES)) expect(html).toContain(`>${code}</td>`);
  });

  it("loads nothing from another site: no script, stylesheet or font, and only links within the site", () => {
    expect(html).not.toMatch(/<(script|link|style|iframe|img)\b/i);
    const targets = [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !target.startsWith("#") && !target.startsWith("/"))).toEqual([]);
  });
});
