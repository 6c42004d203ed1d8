// Clients send a handful of distinct Accept-Encoding values: each is read once.
const remembered = new Map<string, ReadonlySet<string>>();
const MAX_REMEMBERED = 64;
const NONE: ReadonlySet<string> = new Set();

/** The content codings an Accept-Encoding header accepts (lower case; `q=0` refuses one). */
function acceptedEncodings(acceptEncoding: string | undefined): ReadonlySet<string> {
  if (!acceptEncoding) return NONE;
  let names = remembered.get(acceptEncoding);
  if (!names) {
    names = new Set(
      acceptEncoding
        .split(",")
        .map((part) => part.trim().split(";"))
        .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
        .map(([name]) => name.trim().toLowerCase()),
    );
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(acceptEncoding, names);
  }
  return names;
}

/** The best of the compressed forms `offered` that the client accepts: brotli, then gzip; null for none. */
export function preferredEncoding(acceptEncoding: string | undefined, offered: { br?: unknown; gzip?: unknown }): "br" | "gzip" | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (offered.br && accepted.has("br")) return "br";
  if (offered.gzip && accepted.has("gzip")) return "gzip";
  return null;
}
