// `npm run measure:cache-growth` (after `npm run build`): starts the production server on a fresh
// embedded database and sends 20,000 requests whose query values are all different, as a stranger
// filling the response cache would: unknown parent ids on the subcategory list, other spellings
// of a real category id (spaces, Unicode spaces, leading zeros), unknown categories and ignored
// parameters on the pages. Kinds: 0 unknown parent ids, 1 and 2 other spellings of an id on a page
// and a list, 3 unknown categories (404), 4 ignored parameters. Prints the server's resident memory before and after, the cache's
// answers, and how long `/` takes meanwhile. MEASURE_PORT (default 3390) picks the port;
// MEASURE_REQUESTS (default 20000) how many are sent.
import { readFileSync } from "node:fs";
import { startIsolatedServer } from "./start-isolated-server.mjs";

const port = Number(process.env.MEASURE_PORT || 3390);
const total = Number(process.env.MEASURE_REQUESTS || 20_000);
const base = `http://localhost:${port}`;
const CONCURRENCY = 32;
// MEASURE_KINDS (e.g. "0,3") sends only those kinds of address, to tell which one costs memory;
// kind 5, not sent by default, is a 404 at an address of its own, the baseline for kind 3.
// MEASURE_COOKIE=1 sends a cookie with each, so nothing is kept: what rendering alone costs.
const extraHeaders: Record<string, string> = process.env.MEASURE_COOKIE === "1" ? { cookie: "googtrans=/en/fr" } : {};
const kinds = (process.env.MEASURE_KINDS || "0,1,2,3,4").split(",").map(Number);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The n-th hostile address: every one has a query value no other has. */
function address(n: number): { path: string; page: boolean } {
  const spaces = "%20".repeat(1 + (n % 40)) + "%E2%80%83".repeat(Math.floor(n / 40) % 40);
  switch (kinds[n % kinds.length]) {
    case 0:
      return { path: `/api/subcategories?main_category_id=${100_000 + n}`, page: false };
    case 1:
      return { path: `/product?category=${spaces}1${"%20".repeat(Math.floor(n / 1600))}`, page: true };
    case 2:
      return { path: `/api/subcategories?main_category_id=${spaces}1${"%20".repeat(Math.floor(n / 1600))}`, page: false };
    case 3:
      return { path: `/product?category=${100_000 + n}`, page: true };
    case 4:
      return { path: `/gallery?utm_source=${n}`, page: true };
    default:
      // The baseline of a 404: an address no cache covers, which any site renders for anyone.
      return { path: `/no-such-page-${n}`, page: true };
  }
}

const server = await startIsolatedServer({ base, adminPassword: "measure-cache-growth", label: "cache-growth" });
try {
  const pid = server.pid!;
  // Every real page and list once (and again), so the baseline holds what a real visitor fills.
  for (let round = 0; round < 2; round += 1) {
    for (const path of ["/", "/about", "/product", "/product?category=1", "/gallery", "/certificates", "/ebrochure", "/contact", "/api/subcategories?main_category_id=1"]) {
      await fetch(base + path, { headers: { accept: path.startsWith("/api") ? "application/json" : "text/html" } }).then((answer) => answer.arrayBuffer());
    }
  }
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = rssMb(pid);
  let peak = baseline;
  const statuses = new Map<string, number>();
  let slowestHomeMs = 0;
  let next = 0;
  const started = Date.now();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const home = setInterval(() => {
    const sent = Date.now();
    void fetch(`${base}/`, { headers: { accept: "text/html" } })
      .then((answer) => answer.arrayBuffer())
      .then(() => (slowestHomeMs = Math.max(slowestHomeMs, Date.now() - sent)));
  }, 250);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const n = next++;
        if (n > 0 && n % Math.ceil(total / 4) === 0) console.log(`  after ${n} requests: RSS ${rssMb(pid).toFixed(0)} MB`);
        const { path, page } = address(n);
        const answer = await fetch(base + path, { redirect: "manual", headers: { accept: page ? "text/html" : "application/json", ...extraHeaders } });
        await answer.arrayBuffer();
        const label = `${answer.status} ${answer.headers.get("x-cache") ?? "-"}`;
        statuses.set(label, (statuses.get(label) ?? 0) + 1);
      }
    }),
  );
  clearInterval(home);
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  // Most of the peak is garbage not yet collected: V8 collects and returns it once the load stops.
  const marks = [1, 5, 15, 30, 60];
  const settled: number[] = [];
  for (const [i, seconds] of marks.entries()) {
    await new Promise((resolve) => setTimeout(resolve, (seconds - (marks[i - 1] ?? 0)) * 1000));
    settled.push(rssMb(pid));
  }
  console.log(`RSS after the load: ${settled.map((mb, i) => `${marks[i]} s ${mb.toFixed(0)} MB`).join(", ")}`);
  const after = settled.at(-1)!;
  console.log(`${total} distinct query values in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} req/s); answers: ${[...statuses].map(([label, count]) => `${label} × ${count}`).join(", ")}`);
  console.log(`Server RSS: baseline ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, 60 s after ${after.toFixed(0)} MB (growth ${(after - baseline).toFixed(0)} MB, goal < 60 MB); slowest / meanwhile ${slowestHomeMs} ms (goal < 1000 ms).`);
} finally {
  await server.stop();
}
