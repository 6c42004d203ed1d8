import { constants, inflateSync } from "node:zlib";

/** Names whose dictionaries run code or act on their own when a PDF is opened. */
const ACTIVE_NAMES = new Set(["JavaScript", "JS", "Launch", "OpenAction"]);

// A name is "/" and its regular characters (ISO 32000 §7.3.5); a regular character may be
// written #xx, so /J#61vaScript is /JavaScript.
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
// A stream's data starts after its dictionary's ">>", the keyword and one end of line.
const STREAM_START = />>\s*stream(?:\r\n|\n|\r)/g;
// What decompressing object streams may cost in all, for a file of at most 20 MB.
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfCheck = "clean" | "active" | "uncheckable";

function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, raw] of text.matchAll(NAME)) names.add(raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  return names;
}

const hasActiveName = (text: string) => [...namesIn(text)].some((name) => ACTIVE_NAMES.has(name));

/**
 * Whether a PDF carries script or automatic actions. Dictionaries are read where they can
 * hide: in the file's own text (stream data aside, whose bytes are page content or images) and
 * inside compressed object streams, which are inflated. An object stream that cannot be read
 * (another filter, encryption, over the budget) is "uncheckable".
 */
export function checkPdfActiveContent(bytes: Uint8Array): PdfCheck {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let outside = "";
  let at = 0;
  let inflated = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index;
    if (start < at) continue;
    const bodyStart = start + match[0].length;
    const end = text.indexOf("endstream", bodyStart);
    const bodyEnd = end < 0 ? text.length : end;
    const before = text.slice(at, start + 2);
    outside += before;
    const dictionary = namesIn(before.slice(Math.max(0, before.lastIndexOf("obj"))));
    if (dictionary.has("ObjStm")) {
      const body = bytes.subarray(bodyStart, bodyEnd);
      let content: Buffer;
      if (!dictionary.has("Filter")) content = Buffer.from(body);
      else if (dictionary.has("FlateDecode") && [...dictionary].filter((name) => name.endsWith("Decode")).length === 1) {
        try {
          // Sync flush: a stream cut short still yields what it has.
          content = inflateSync(body, { maxOutputLength: MAX_INFLATED_BYTES - inflated, finishFlush: constants.Z_SYNC_FLUSH });
        } catch {
          return "uncheckable";
        }
      } else return "uncheckable";
      inflated += content.length;
      if (hasActiveName(content.toString("latin1"))) return "active";
    }
    at = end < 0 ? text.length : end;
  }
  outside += text.slice(at);
  return hasActiveName(outside) ? "active" : "clean";
}
