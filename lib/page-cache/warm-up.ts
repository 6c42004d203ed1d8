import { PUBLIC_PAGES } from "@/lib/site/public-pages";

/**
 * Renders every public page once, right after the server starts listening, the way a browser
 * asks for it: the build can not prerender them (it has no database), so without this the first
 * visitor of each page after a start would wait for the route's code to load and its first
 * render. A visitor arriving meanwhile shares the render in progress. Says how long it took.
 */
export async function warmUpPublicPages(origin: string): Promise<{ pages: number; ms: number; failed: string[] }> {
  const started = performance.now();
  const failed: string[] = [];
  for (const page of PUBLIC_PAGES) {
    try {
      const answer = await fetch(new URL(page.path, origin), { headers: { accept: "text/html", "accept-encoding": "br, gzip" } });
      await answer.arrayBuffer();
      if (!answer.ok) failed.push(`${page.path} (${answer.status})`);
    } catch (error) {
      failed.push(`${page.path} (${(error as Error).message})`);
    }
  }
  return { pages: PUBLIC_PAGES.length, ms: Math.round(performance.now() - started), failed };
}
