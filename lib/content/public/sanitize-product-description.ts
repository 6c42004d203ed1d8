import sanitizeHtml from "sanitize-html";

// public-site.md §5: subcategory descriptions keep only these tags and only inline styles.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "u", "ol", "ul", "li", "p", "br", "span"],
  allowedAttributes: { "*": ["style"] },
  allowedStyles: {
    "*": {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%\s,/]+\)$/i, /^[a-z]{3,30}$/i],
      "text-align": [/^(left|right|center|justify|start|end)$/i],
      "font-weight": [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
      "font-style": [/^(normal|italic|oblique)$/i],
      "text-decoration": [/^(none|underline|line-through|overline)(\s+(underline|line-through|overline))*$/i],
    },
  },
  disallowedTagsMode: "discard",
};

/** A subcategory description made safe to render with dangerouslySetInnerHTML. */
export function sanitizeProductDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
