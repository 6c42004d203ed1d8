// `npm run measure:refusals` (after `npm run build`): starts the production server on a fresh
// embedded database and records its resident memory while it refuses three parallel 256 MB
// chunked bodies sent with no token, each sent to the end as a flood would. Prints the
// baseline, the peak and the answers. MEASURE_PORT (default 3380) picks the port.
import { readFileSync } from "node:fs";
import { sendHostileBody } from "./hostile-body";
import { startIsolatedServer } from "./start-isolated-server.mjs";

const MB = 1024 * 1024;
const port = Number(process.env.MEASURE_PORT || 3380);
const base = `http://localhost:${port}`;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const server = await startIsolatedServer({ base, adminPassword: "measure-refusals-password", label: "refusals" });
try {
  const pid = server.pid!;
  // Warm the routes up so their first compile and the database are in the baseline.
  for (const path of ["/api/leads/inquiries/1", "/change-username", "/api/leads/brochure-requests/1"]) {
    await fetch(`${base}${path}`, { method: path.includes("leads") ? "PATCH" : "POST", headers: { "content-type": "application/json" }, body: "{}" });
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const started = Date.now();
  const answers = await Promise.all(
    [
      ["PATCH", "/api/leads/inquiries/1"],
      ["POST", "/change-username"],
      ["PATCH", "/api/leads/brochure-requests/1"],
    ].map(([method, path]) =>
      sendHostileBody({ port, method, path, headers: { "content-type": "application/json" }, bytes: 256 * MB, chunked: true, sendAll: true, timeoutMs: 120_000 }).then(
        (answer) => ({ method, path, status: answer.status, answeredInMs: answer.ms, mbSentBeforeAnswer: +(answer.bytesSentBeforeAnswer / MB).toFixed(1) }),
      ),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  clearInterval(sampler);
  console.table(answers);
  console.log(`3 × 256 MB sent in ${seconds.toFixed(1)} s. Server RSS: baseline ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - baseline).toFixed(0)} MB).`);
} finally {
  await server.stop();
}
