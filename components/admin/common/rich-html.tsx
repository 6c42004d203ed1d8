"use client";

import { useMemo } from "react";
import { cx } from "@/components/ui/class-names";
import { RICH_TEXT_CLASS } from "./rich-text-class";

const ALLOWED = new Set(["P", "BR", "STRONG", "B", "EM", "I", "U", "S", "STRIKE", "DEL", "H1", "H2", "H3", "UL", "OL", "LI", "A", "SPAN"]);
const DROPPED = new Set(["SCRIPT", "STYLE", "IFRAME", "OBJECT", "EMBED", "TEMPLATE", "NOSCRIPT"]);

/**
 * The server sanitises rich text when saved; this second pass keeps the admin table safe even
 * from a row written some other way: unknown tags are unwrapped, attributes dropped, links checked.
 */
function sanitize(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const clean = (parent: Element) => {
    for (const child of [...parent.children]) {
      if (DROPPED.has(child.tagName)) {
        child.remove();
        continue;
      }
      clean(child);
      if (!ALLOWED.has(child.tagName)) {
        child.replaceWith(...child.childNodes);
        continue;
      }
      const href = child.tagName === "A" ? child.getAttribute("href") : null;
      for (const attribute of [...child.attributes]) child.removeAttribute(attribute.name);
      if (href && /^(https?:\/\/|mailto:)/i.test(href.trim())) {
        child.setAttribute("href", href.trim());
        child.setAttribute("target", "_blank");
        child.setAttribute("rel", "noopener noreferrer nofollow");
      }
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}

/** Stored rich text rendered read-only (e-brochure and eco revolution tables). */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitize(html), [html]);
  return <div className={cx(RICH_TEXT_CLASS, "text-sm text-neutral-700", className)} dangerouslySetInnerHTML={{ __html: safe }} />;
}
