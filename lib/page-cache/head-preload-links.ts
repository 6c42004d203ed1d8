const HEAD_END = Buffer.from("</head>");
const LINK_TAG = /<link\b[^>]*>/gi;

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? match[1].replace(/&amp;/g, "&").replace(/&quot;/g, '"') : undefined;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/**
 * `Link` header entries for what a page's first paint waits on: its stylesheets and its
 * high-priority image (the hero's preload). Sent in the head of the answer they start
 * downloading before the HTML is parsed, next to the fonts Next already announces there, so
 * the first paint with its largest image can happen before the page's scripts arrive.
 */
export function headPreloadLinks(html: Buffer): string[] {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return [];
  const links: string[] = [];
  for (const tag of html.subarray(0, end).toString("utf8").match(LINK_TAG) ?? []) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    if (rel === "stylesheet") {
      const href = attribute(tag, "href");
      if (href?.startsWith("/")) links.push(`<${href}>; rel=preload; as=style`);
    } else if (rel === "preload" && attribute(tag, "as") === "image" && attribute(tag, "fetchPriority")?.toLowerCase() === "high") {
      const srcset = attribute(tag, "imageSrcSet");
      const href = attribute(tag, "href") ?? srcset?.trim().split(/\s+/)[0];
      if (!href?.startsWith("/")) continue;
      const sizes = attribute(tag, "imageSizes");
      links.push(
        [`<${href}>`, "rel=preload", "as=image", srcset && `imagesrcset=${quoted(srcset)}`, sizes && `imagesizes=${quoted(sizes)}`, "fetchpriority=high"].filter(Boolean).join("; "),
      );
    }
  }
  return links;
}
