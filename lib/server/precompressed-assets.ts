import fs from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { preferredEncoding } from "@/lib/http/preferred-encoding";
import { listFiles } from "./list-files";

/** The build files worth a compressed copy, by extension (fonts and images are compressed already). */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
};
// Next's own policy for its hashed build files: a new build has new names.
const IMMUTABLE = "public, max-age=31536000, immutable";
const URL_PREFIX = "/_next/static/";

type Encoding = "br" | "gzip";
type Head = Readonly<Record<string, string | number>>;

interface Asset {
  bodies: Record<Encoding, Buffer>;
  heads: Record<Encoding, Head>;
}

export interface PrecompressedAssets {
  /** How many static files are kept compressed. */
  readonly count: number;
  /**
   * Sends the precompressed copy of a static build file when the client accepts one, and says
   * so; false leaves the request to Next (identity, ranges, anything else).
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}

type HeaderList = readonly { key: string; value: string }[];

function headOf(common: HeaderList, type: string, encoding: Encoding, length: number): Head {
  return Object.freeze({
    ...Object.fromEntries(common.map(({ key, value }) => [key, value])),
    "content-type": type,
    "content-encoding": encoding,
    "content-length": length,
    "cache-control": IMMUTABLE,
    vary: "Accept-Encoding",
  });
}

/**
 * The `.br`/`.gz` copies `precompressStaticAssets` wrote at build time, read into memory at
 * start (a few hundred KB), sent with `headers` (the ones Next gives every answer). A build
 * without them is served by Next as before.
 */
export async function loadPrecompressedAssets(staticDir: string, headers: HeaderList): Promise<PrecompressedAssets> {
  const assets = new Map<string, Asset>();
  await Promise.all(
    (await listFiles(staticDir))
      .filter((name) => name.endsWith(".br"))
      .map(async (name) => {
        const original = name.slice(0, -".br".length);
        const type = PRECOMPRESSED_TYPES[path.extname(original)];
        if (!type) return;
        const [br, gzip] = await Promise.all([fs.readFile(path.join(staticDir, name)), fs.readFile(path.join(staticDir, `${original}.gz`)).catch(() => null)]);
        if (!gzip) return;
        assets.set(`${URL_PREFIX}${original}`, {
          bodies: { br, gzip },
          heads: { br: headOf(headers, type, "br", br.length), gzip: headOf(headers, type, "gzip", gzip.length) },
        });
      }),
  );

  return {
    count: assets.size,
    answer(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const asset = assets.get(req.url ?? "");
      if (!asset || req.headers.range !== undefined) return false;
      const encoding = preferredEncoding(req.headers["accept-encoding"], asset.bodies);
      if (!encoding) return false;
      res.writeHead(200, asset.heads[encoding]);
      res.end(req.method === "HEAD" ? undefined : asset.bodies[encoding]);
      return true;
    },
  };
}
