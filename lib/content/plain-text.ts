/**
 * Text of an HTML fragment as a reader sees it, for counting the description limits of
 * contract §5 ("counted after stripping markup"). Pure and dependency-free so the admin
 * screens can count exactly as the server does. Not a sanitiser: never render its output as HTML.
 */

const NAMED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

/** The fragment's text: comments, script/style content and tags removed, entities decoded. */
export function plainText(html: string): string {
  const withoutHidden = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "");
  return decodeEntities(withoutHidden.replace(/<[^>]*>/g, ""));
}

/** Characters (code points) of the fragment's text, surrounding whitespace excluded. */
export function plainTextLength(html: string): number {
  return [...plainText(html).trim()].length;
}
