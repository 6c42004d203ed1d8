import { openApiDocument } from "@/lib/api-docs/openapi-document";
import { route } from "@/lib/api/route";

// The document changes only with a deploy: anyone may keep it for an hour.
export const GET = route({}, async () => Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=3600" } }));
