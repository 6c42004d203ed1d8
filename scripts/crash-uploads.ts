// `npm run measure:crash-uploads` (after `npm run build`): 3 rounds of 4 concurrent writers doing
// real admin uploads (creates, replacements and deletes of main categories and gallery images)
// against the compiled server on a throwaway embedded database and upload folder; each round the
// server is killed with SIGKILL while uploads are in flight and started again. After the final
// start and the sweep's grace period it prints: lost (acknowledged saves whose record or file is
// missing), broken (records naming missing files) and orphan files (files no record names).
// Expected: 0 / 0 / 0. CRASH_PORT (default 3410) picks the port.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import sharp from "sharp";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { uploadSweepInterval } from "@/lib/bootstrap/upload-sweep";
import { answers } from "./start-isolated-server.mjs";
import { isolatedServerEnv } from "./isolated-server-env.mjs";
import { productionServerCommand } from "./production-server.mjs";

const ROUNDS = 3;
const WRITERS = 4;
const GRACE_MS = 5_000;
const PASSWORD = "crash-uploads-password";
const port = Number(process.env.CRASH_PORT || 3410);
const base = `http://127.0.0.1:${port}`;
const root = mkdtempSync(path.join(os.tmpdir(), "ecopack-crash-uploads-"));
const uploadDir = path.join(root, "uploads");
// Info level, for the sweep's lines; only those and warnings are passed on (not the access lines).
const env = { ...isolatedServerEnv({ port, root, siteUrl: base, adminPassword: PASSWORD }), LOG_LEVEL: "info", SEED_DEMO_CONTENT: "0", UPLOAD_SWEEP_GRACE_MS: String(GRACE_MS) };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the servers' sweeps removed over the run, from their log. */
const swept = { files: 0, temporary: 0 };

function readLog(child: ChildProcess): void {
  createInterface({ input: child.stdout! }).on("line", (line) => {
    let entry: { level?: number; msg?: string };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return;
    }
    const count = Number(/swept (\d+)/.exec(entry.msg ?? "")?.[1] ?? 0);
    if (entry.msg?.startsWith("[uploads] swept")) {
      if (entry.msg.includes("temporary")) swept.temporary += count;
      else swept.files += count;
      console.log(`[crash-uploads] server: ${entry.msg}`);
    } else if ((entry.level ?? 0) >= 40 && !entry.msg?.startsWith("[mail]")) console.log(`[crash-uploads] server: ${line}`);
  });
}

async function start(): Promise<ChildProcess> {
  const server = productionServerCommand();
  const child = spawn(server.command, server.args, { env, stdio: ["ignore", "pipe", "inherit"] });
  readLog(child);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (await answers(base)) return child;
    await sleep(250);
  }
  child.kill("SIGKILL");
  throw new Error("the server did not answer within 180 s");
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

async function signIn(): Promise<string> {
  const answer = await fetch(`${base}/logAdmin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: PASSWORD }) });
  const body = (await answer.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`sign-in failed (${answer.status}): ${body.message}`);
  return body.token;
}

/** Images large enough that re-encoding keeps each upload in flight for a while. */
const images = await Promise.all(
  [0, 1, 2, 3].map((n) =>
    sharp({ create: { width: 800 + n * 50, height: 600, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  ),
);
const image = (n: number) => new File([new Uint8Array(images[n % images.length]!)], `photo-${n}.jpg`, { type: "image/jpeg" });

/** What the writers were told, per record: the URL of its last acknowledged file, or deleted. */
interface Known {
  kind: "category" | "gallery";
  url: string | null;
  /** A change of it was in flight when the server died: either outcome is right. */
  uncertain: boolean;
}
const known = new Map<string, Known>();
let acknowledged = 0;
let interrupted = 0;

async function send(token: string, method: string, pathname: string, form: FormData): Promise<{ status: number; body: { data?: unknown } } | null> {
  try {
    const answer = await fetch(`${base}${pathname}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: answer.status, body: (await answer.json()) as { data?: unknown } };
  } catch {
    interrupted += 1;
    return null; // the server died mid-request
  }
}

async function writer(w: number, token: string, until: () => boolean): Promise<void> {
  for (let n = 0; !until(); n++) {
    const mine = [...known].filter(([id, record]) => id.endsWith(`#${w}`) && record.url !== null && !record.uncertain);
    const pick = mine[n % Math.max(1, mine.length)];
    const roll = (n * 7 + w) % 10;
    if (pick && roll < 3) {
      const [id, record] = pick;
      const form = new FormData();
      if (record.kind === "category") form.set("title", `Category ${id}`);
      form.set("image", image(n));
      record.uncertain = true;
      const recordId = id.split("#")[0]!.split(":")[1]!;
      const answer = await send(token, "PUT", record.kind === "category" ? `/api/main-category/${recordId}` : `/gallery/${recordId}`, form);
      if (!answer) continue;
      if (answer.status !== 200) throw new Error(`update answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      record.url = (answer.body.data as { image: string }).image;
      record.uncertain = false;
      acknowledged += 1;
    } else if (pick && roll < 4) {
      const [id, record] = pick;
      record.uncertain = true;
      const recordId = id.split("#")[0]!.split(":")[1]!;
      const answer = await send(token, "DELETE", record.kind === "category" ? `/api/main-category/${recordId}` : `/gallery/${recordId}`, new FormData());
      if (!answer) continue;
      if (answer.status !== 200) throw new Error(`delete answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      record.url = null;
      record.uncertain = false;
      acknowledged += 1;
    } else if (roll % 2 === 0) {
      const form = new FormData();
      form.set("title", `Writer ${w} #${n}`);
      form.set("image", image(n + w));
      const answer = await send(token, "POST", "/api/main-category", form);
      if (!answer) continue;
      if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      const record = answer.body.data as { id: number; image: string };
      known.set(`category:${record.id}#${w}`, { kind: "category", url: record.image, uncertain: false });
      acknowledged += 1;
    } else {
      const form = new FormData();
      form.append("images", image(n));
      form.append("images", image(n + 1));
      const answer = await send(token, "POST", "/gallery/upload", form);
      if (!answer) continue;
      if (answer.status !== 201) throw new Error(`gallery upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      for (const record of answer.body.data as Array<{ id: number; image: string }>) known.set(`gallery:${record.id}#${w}`, { kind: "gallery", url: record.image, uncertain: false });
      acknowledged += 1;
    }
  }
}

/** Every record of every collection with files, as `<collection>:<id>` → the upload URLs it names. */
async function records(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const def of COLLECTION_LIST) {
    if (def.files.length === 0) continue;
    const answer = await fetch(`${base}${def.endpoints.list}`, { headers: { accept: "application/json" } });
    const body = (await answer.json()) as unknown;
    const list = Array.isArray(body) ? body : body && typeof body === "object" && "data" in body ? (body as { data: unknown }).data : body;
    for (const row of (Array.isArray(list) ? list : list ? [list] : []) as Array<Record<string, unknown>>) {
      if (typeof row.id !== "number") continue;
      const urls = def.files.map((field) => row[field.name]).filter((url): url is string => typeof url === "string" && url.startsWith("/uploads/"));
      found.set(`${def.key === "mainCategories" ? "category" : def.key}:${String(row.id)}`, urls);
    }
  }
  return found;
}

function filesOnDisk(): string[] {
  if (!existsSync(uploadDir)) return [];
  return readdirSync(uploadDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

let server: ChildProcess | undefined;
try {
  console.log(`[crash-uploads] data in ${root}; ${ROUNDS} rounds x ${WRITERS} writers, kill -9 mid-flight, grace ${GRACE_MS} ms`);
  server = await start();
  for (let round = 1; round <= ROUNDS; round++) {
    const token = await signIn();
    let stop = false;
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w, token, () => stop));
    // Let the writers get going, then kill the server with uploads in flight.
    await sleep(5000 + round * 1300);
    const before = filesOnDisk().filter((file) => file.includes(".tmp-")).length;
    await kill(server);
    stop = true;
    await Promise.all(writers);
    console.log(`[crash-uploads] round ${round}: killed with ${before} temporary file(s) on disk; ${filesOnDisk().length} files; acknowledged so far ${acknowledged}, interrupted ${interrupted}`);
    server = await start();
  }
  // A minute at most: the sweep runs at start and every interval, taking rows older than the grace.
  const wait = GRACE_MS + 2 * uploadSweepInterval(GRACE_MS) + 3000;
  console.log(`[crash-uploads] final start done; waiting ${wait} ms for the sweep`);
  await sleep(wait);

  const found = await records();
  const named = new Set([...found.values()].flat().map((url) => url.slice("/uploads/".length)));
  const onDisk = filesOnDisk();
  const present = new Set(onDisk);
  let lost = 0;
  for (const [id, record] of known) {
    if (record.uncertain) continue;
    const key = id.split("#")[0]!;
    const urls = found.get(key);
    if (record.url === null) continue;
    if (!urls || !urls.includes(record.url) || !present.has(record.url.slice("/uploads/".length))) lost += 1;
  }
  const broken = [...found.values()].filter((urls) => urls.some((url) => !present.has(url.slice("/uploads/".length)))).length;
  const orphans = onDisk.filter((file) => !named.has(file));
  console.log(`[crash-uploads] ${acknowledged} acknowledged saves, ${interrupted} requests interrupted by the kills, ${found.size} records, ${onDisk.length} files`);
  console.log(`[crash-uploads] the sweeps removed ${swept.files} file(s) and ${swept.temporary} temporary file(s) the kills left`);
  if (orphans.length) console.log(`[crash-uploads] orphan files: ${orphans.join(", ")}`);
  console.log(`[crash-uploads] lost: ${lost}, broken: ${broken}, orphan files: ${orphans.length}`);
  process.exitCode = lost + broken + orphans.length === 0 ? 0 : 1;
} finally {
  if (server) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, sleep(15_000)]);
  }
  rmSync(root, { recursive: true, force: true });
}
