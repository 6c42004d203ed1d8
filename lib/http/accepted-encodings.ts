// Clients send a handful of distinct Accept-Encoding values: each is read once.
const remembered = new Map<string, ReadonlySet<string>>();
const MAX_REMEMBERED = 64;

/** The content codings an Accept-Encoding header accepts (lower case; `q=0` refuses one). */
export function acceptedEncodings(acceptEncoding: string | undefined): ReadonlySet<string> {
  if (!acceptEncoding) return EMPTY;
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

const EMPTY: ReadonlySet<string> = new Set();
