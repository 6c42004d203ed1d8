import { previewFileAccess } from "@/lib/content/public/preview-files";
import { serveUpload } from "@/lib/uploads/serve-upload";

// Uploaded files (contract §1). All checks live in lib/uploads; this only wires the route (and,
// for a preview session, the private files its drafts name).
type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, ctx: Context): Promise<Response> {
  const { path } = await ctx.params;
  return serveUpload(path, request, previewFileAccess(request));
}

export async function HEAD(request: Request, ctx: Context): Promise<Response> {
  const { path } = await ctx.params;
  return serveUpload(path, request, previewFileAccess(request));
}
