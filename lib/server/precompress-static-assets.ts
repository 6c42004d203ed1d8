import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PRECOMPRESSED_TYPES } from "./precompressed-assets";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;
// zlib works on libuv's four threads: more at once only queues.
const AT_ONCE = 4;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotli: number;
}

/**
 * Writes a `.br` (brotli at its best quality) and a `.gz` beside every compressible file of a
 * build's static folder, once at build time: these files never change for a build, so no
 * request ever pays for compressing them.
 */
export async function precompressStaticAssets(staticDir: string): Promise<PrecompressSummary> {
  const names = (await fs.readdir(staticDir, { recursive: true })).filter((name) => path.extname(name) in PRECOMPRESSED_TYPES);
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotli: 0 };
  for (let start = 0; start < names.length; start += AT_ONCE) {
    await Promise.all(
      names.slice(start, start + AT_ONCE).map(async (name) => {
        const file = path.join(staticDir, name);
        const body = await fs.readFile(file);
        if (body.length < MIN_BYTES) return;
        const [brotlied, gzipped] = await Promise.all([
          brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, brotlied), fs.writeFile(`${file}.gz`, gzipped)]);
        summary.files += 1;
        summary.bytes += body.length;
        summary.brotli += brotlied.length;
      }),
    );
  }
  return summary;
}
