import { serveUpload } from "@/lib/uploads/serve-upload";

// Uploaded files (contract §1). All checks live in lib/uploads; this only wires the route.
type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, ctx: Context): Promise<Response> {
  const { path } = await ctx.params;
  return serveUpload(path, request);
}

export async function HEAD(request: Request, ctx: Context): Promise<Response> {
  const { path } = await ctx.params;
  return serveUpload(path, request);
}
