// Load benchmark of the public pages and a public list, against a bare node:http server that
// sends the very same bytes and headers, in alternating rounds of the same run (the machine is
// noisy: only the ratio means something), with each server's CPU time per request (from /proc,
// the steadier figure). Starts the production server from the existing build on a fresh embedded
// database (`npm run build` first), and prints the server's resident memory (from /proc): the
// peak of its first start, idle after warm-up, and the peak under the load.
//
//   npm run bench
//   BENCH_SECONDS=10 BENCH_ROUNDS=5 BENCH_CONNECTIONS=50 npm run bench
//   BENCH_PATHS=/api/main-category npm run bench      # only these paths (comma-separated)
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/bench npm run bench   # on an empty PostgreSQL database
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startIsolatedServer } from "./start-isolated-server.mjs";

const PORT = Number(process.env.BENCH_PORT || 4300);
const BARE_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ADMIN = { username: "admin", password: "bench-admin-password" };
const PAGE = { accept: "text/html,application/xhtml+xml" };
// The paths of the issue: pages as a browser asks for them, the lists as a script does.
const ALL_TARGETS = [
  { path: "/", headers: PAGE },
  { path: "/product", headers: PAGE },
  { path: "/gallery", headers: PAGE },
  { path: "/api/main-category", headers: {} },
  { path: "/api/subcategories", headers: {} },
  { path: "/sliders/getSliders", headers: {} },
  { path: "/api/testimonials", headers: {} },
];
const ONLY = (process.env.BENCH_PATHS || "").split(",").filter(Boolean);
const TARGETS = ONLY.length ? ALL_TARGETS.filter((target) => ONLY.includes(target.path)) : ALL_TARGETS;
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
// Linux's USER_HZ, the unit of utime and stime in /proc/<pid>/stat.
const CLOCK_TICKS = 100;
// Long enough for the garbage of the start and the warm-up renders to be collected.
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS || 10);

/** The server's resident memory in MB, now (VmRSS) and at its peak so far (VmHWM). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) / 1024;
  return { rss: mb("VmRSS"), peak: mb("VmHWM") };
}

/**
 * The CPU time (user and system, µs) the process has used so far. Per request it is the robust
 * figure on a loaded machine: the ratio of rates also moves with what the other processes take.
 */
function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1e6;
}

/** Counts the peak afresh from now (Linux: 5 written to clear_refs resets VmHWM). */
function resetPeak(pid) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** Times one request (ms) and returns its status, headers and body. */
async function timed(path, headers = {}, init = {}) {
  const started = performance.now();
  // Identity, as autocannon asks: the bare server must send the bytes the load test receives.
  const response = await fetch(BASE + path, { headers: { "accept-encoding": "identity", ...headers }, ...init });
  const body = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, status: response.status, headers: response.headers, body };
}

/** A bare node:http server in its own process answering every request with `snapshot`. */
async function startBare(snapshot) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-bench-")), "snapshot.json");
  fs.writeFileSync(file, JSON.stringify({ status: snapshot.status, headers: snapshot.headers, body: snapshot.body.toString("base64") }));
  const code = `
    const fs = require("node:fs"), http = require("node:http");
    const s = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, "utf8"));
    const body = Buffer.from(s.body, "base64");
    http.createServer((req, res) => { res.writeHead(s.status, s.headers); res.end(body); })
      .listen(${BARE_PORT}, "127.0.0.1", () => process.send("ready"));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (exitCode) => reject(new Error(`the bare server exited with ${exitCode}`)));
  });
  const stop = () => {
    child.kill();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
  return { stop, pid: child.pid };
}

/** One load run, with the CPU time the server `pid` spent per request during it. */
async function load(url, headers, pid) {
  const before = cpuMicros(pid);
  const run = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { ...run, cpuPerRequest: (cpuMicros(pid) - before) / Math.max(1, run.requests.total) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(target, appPid) {
  const snapshot = await timed(target.path, target.headers);
  if (snapshot.status !== 200) throw new Error(`${target.path} answered ${snapshot.status}`);
  const headers = {};
  snapshot.headers.forEach((value, name) => HOP_BY_HOP.has(name) || (headers[name] = value));
  const { stop: stopBare, pid: barePid } = await startBare({ status: snapshot.status, headers, body: snapshot.body });
  const app = [];
  const bare = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      app.push(await load(BASE + target.path, target.headers, appPid));
      bare.push(await load(`http://127.0.0.1:${BARE_PORT}${target.path}`, target.headers, barePid));
    }
  } finally {
    stopBare();
  }
  const appRate = median(app.map((run) => run.requests.average));
  const bareRate = median(bare.map((run) => run.requests.average));
  return {
    path: target.path,
    bytes: snapshot.body.length,
    app: appRate,
    bare: bareRate,
    ratio: appRate / bareRate,
    p99: median(app.map((run) => run.latency.p99)),
    bareP99: median(bare.map((run) => run.latency.p99)),
    appCpu: median(app.map((run) => run.cpuPerRequest)),
    bareCpu: median(bare.map((run) => run.cpuPerRequest)),
    errors: app.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
  };
}

const coldRow = (answer) => ({ ms: answer.ms, cache: answer.headers.get("x-cache") ?? "-" });

/** The first answers of a cold cache: right after the start, and right after a save. */
async function coldTimes() {
  const rows = [];
  for (const target of TARGETS) rows.push({ when: "after start", path: target.path, ...coldRow(await timed(target.path, target.headers)) });
  const login = await (await fetch(`${BASE}/logAdmin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) })).json();
  const auth = { authorization: `Bearer ${login.token}` };
  const [category] = await (await fetch(`${BASE}/api/main-category`)).json();
  const form = new FormData();
  form.append("title", `${category.title} (benchmark)`);
  const saved = await fetch(`${BASE}/api/main-category/${category.id}`, { method: "PUT", headers: auth, body: form });
  if (!saved.ok) throw new Error(`the save answered ${saved.status}`);
  for (const target of TARGETS) {
    if (target.path === "/gallery") continue; // shows no category: still cached
    rows.push({ when: "after a save", path: target.path, ...coldRow(await timed(target.path, target.headers)) });
  }
  return rows;
}

async function main() {
  // PostgreSQL starts empty in production: the demo content gives it the same pages to serve.
  const env = DATABASE_URL ? { DATABASE_URL, SEED_DEMO_CONTENT: "1" } : {};
  const { stop, pid } = await startIsolatedServer({ base: BASE, adminPassword: ADMIN.password, label: "bench", env });
  try {
    const cold = await coldTimes();
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const afterStart = memoryOf(pid);
    resetPeak(pid);
    console.log(`\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s each, medians:\n`);
    console.log("| path | bytes | app req/s | bare req/s | ratio | app CPU µs/req | bare CPU µs/req | CPU ratio | app p99 | bare p99 | app errors |");
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    for (const target of TARGETS) {
      const r = await measure(target, pid);
      console.log(
        `| \`${r.path}\` | ${r.bytes} | ${Math.round(r.app)} | ${Math.round(r.bare)} | ${r.ratio.toFixed(2)} | ${r.appCpu.toFixed(1)} | ${r.bareCpu.toFixed(1)} | ` +
          `${(r.bareCpu / r.appCpu).toFixed(2)} | ${r.p99} ms | ${r.bareP99} ms | ${r.errors} |`,
      );
    }
    const underLoad = memoryOf(pid);
    console.log("\nCold cache (one request each):\n");
    console.log("| when | path | ms | X-Cache |");
    console.log("|---|---|---|---|");
    for (const row of cold) console.log(`| ${row.when} | \`${row.path}\` | ${Math.round(row.ms)} | ${row.cache} |`);
    console.log(`\nThe server's resident memory (${DATABASE_URL ? "PostgreSQL" : "embedded database"}, MB):\n`);
    console.log("| first start's peak (fresh data folder) | idle after warm-up | peak under the load |");
    console.log("|---|---|---|");
    console.log(`| ${Math.round(afterStart.peak)} | ${Math.round(afterStart.rss)} | ${Math.round(underLoad.peak)} |`);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
