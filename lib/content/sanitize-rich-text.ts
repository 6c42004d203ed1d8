import sanitizeHtml from "sanitize-html";

const ALLOWED_TAGS = ["b", "strong", "i", "em", "u", "s", "ol", "ul", "li", "p", "br", "span", "h1", "h2", "h3", "a"];

// Colours as editors write them; nothing that can carry url(), expression() or an escape.
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%\s,/]+\)$/i, /^hsla?\(\s*[\d.%\s,/deg]+\)$/i, /^[a-z]{3,30}$/i];

// Only presentational properties survive; positioning, sizes and backgrounds that load
// resources could overlay or restyle the page.
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  "background-color": COLOR,
  "text-align": [/^(left|right|center|justify|start|end)$/i],
  "font-weight": [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
  "font-style": [/^(normal|italic|oblique)$/i],
  "text-decoration": [/^(none|underline|line-through|overline)(\s+(underline|line-through|overline))*$/i],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { "*": ["style"], a: ["href", "target", "rel"] },
  allowedStyles: { "*": ALLOWED_STYLES },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // target and rel are never taken from the input: external links open in a new tab
    // without giving the opened page a handle on ours.
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.href) out.href = attribs.href;
      if (attribs.style) out.style = attribs.style;
      if (/^\s*https?:/i.test(attribs.href ?? "")) {
        out.target = "_blank";
        out.rel = "noopener noreferrer";
      }
      return { tagName, attribs: out };
    },
  },
};

/**
 * Rich text as the site stores and shows it (contract §5): the editor's formatting tags, links
 * limited to http, https and mailto, and a small set of safe inline styles. Everything else —
 * scripts, event handlers, javascript: links, images, frames — is removed.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
