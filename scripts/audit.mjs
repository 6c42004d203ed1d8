// Lighthouse audit of every public page (mobile preset): prints Performance, Accessibility,
// Best Practices and SEO per page, the medians of LCP, TBT and CLS over the runs, and the
// JavaScript each page loads (brotli, as sent; scripts/page-script-bytes.mjs). Builds nothing. Uses the server at AUDIT_URL (default
// http://localhost:3000) when it answers, otherwise starts the production server from the
// existing build on a fresh embedded database, the way e2e/start-server.mjs does.
//
//   npm run audit                                   # AUDIT_URL or a server it starts
//   AUDIT_URL=http://localhost:4100 npm run audit
//   NEXT_DIST_DIR=.next-site AUDIT_URL=http://localhost:4150 npm run audit
//   AUDIT_MIN_SCORE=90 npm run audit                # exit 1 when any score of any run is lower
//   AUDIT_RUNS=5 npm run audit                      # runs per page; the median run is reported
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { kib, pageScriptBytes } from "./page-script-bytes.mjs";
import { answers, startIsolatedServer } from "./start-isolated-server.mjs";

const BASE = (process.env.AUDIT_URL || "http://localhost:3000").replace(/\/+$/, "");
const PAGES = (process.env.AUDIT_PAGES || "/,/about,/product,/product?category=1,/product?category=1&sub=1,/gallery,/certificates,/ebrochure,/contact").split(",");
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const CATEGORIES = [
  ["performance", "Performance"],
  ["accessibility", "Accessibility"],
  ["best-practices", "Best Practices"],
  ["seo", "SEO"],
];
const REPORT_DIR = path.resolve(".lighthouse");
// One Lighthouse run varies by several points on a small shared machine: report the median of
// a few (Lighthouse's own computeMedianRun, by FCP and interactive).
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS || 3));

function pad(text, width) {
  return String(text).padEnd(width);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of one metric over the runs (each metric on its own, not the median run's value). */
function metricMedian(runs, id) {
  return median(runs.map((run) => run.audits[id]?.numericValue ?? 0));
}

async function main() {
  const stopServer = (await answers(BASE))
    ? async () => {}
    : (await startIsolatedServer({ base: BASE, adminPassword: process.env.ADMIN_PASSWORD || "audit-admin-password", label: "audit" })).stop;
  process.env.CHROME_PATH ||= "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS });
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const rows = [];
  try {
    // A first, discarded pass warms the server's data cache and its optimised-image cache (as
    // earlier visitors would have on a live site), so the figures measure the pages, not a cold start.
    for (const page of PAGES) {
      await lighthouse(`${BASE}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }).catch(() => {});
    }
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${BASE}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES.map(([id]) => id),
        });
        runs.push(result.lhr);
      }
      const lhr = computeMedianRun(runs);
      const scores = CATEGORIES.map(([id]) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
      // Every run's scores too: a goal may hold for each run, not just the median.
      const perRun = runs.map((run) => CATEGORIES.map(([id]) => Math.round((run.categories[id]?.score ?? 0) * 100)));
      // With each run's blocking time and Lighthouse's CPU benchmark of the machine at that moment:
      // the simulated slow phone is this machine's CPU times four, so a busy machine scores lower.
      const runDetails = runs.map((run, i) => `${perRun[i][0]} (TBT ${Math.round(run.audits["total-blocking-time"]?.numericValue ?? 0)} ms, CPU index ${Math.round(run.environment?.benchmarkIndex ?? 0)})`);
      console.log(`  ${page}: performance by run: ${runDetails.join(", ")}`);
      const { brotli: jsBytes } = await pageScriptBytes(BASE, page);
      rows.push({
        page,
        scores,
        lowest: CATEGORIES.map((_, i) => Math.min(...perRun.map((runScores) => runScores[i]))),
        lcp: `${(metricMedian(runs, "largest-contentful-paint") / 1000).toFixed(2)} s`,
        tbt: `${Math.round(metricMedian(runs, "total-blocking-time"))} ms`,
        cls: metricMedian(runs, "cumulative-layout-shift").toFixed(3),
        js: kib(jsBytes),
      });
      const row = rows.at(-1);
      console.log(`  ${page}: medians: LCP ${row.lcp}, TBT ${row.tbt}, CLS ${row.cls}; JavaScript ${row.js} KiB brotli`);
      const file = path.join(REPORT_DIR, `${page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.json`);
      fs.writeFileSync(file, JSON.stringify(lhr, null, 2));
      const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual");
      if (failing.length) console.log(`  ${page}: below 90: ${failing.map((audit) => audit.id).join(", ")}`);
    }
  } finally {
    await chrome.kill();
    await stopServer();
  }

  const widths = [Math.max(6, ...rows.map((row) => row.page.length)) + 2, 13, 15, 16, 5, 9, 9, 7, 10];
  console.log(`\nLighthouse (mobile), median of ${RUNS} run${RUNS > 1 ? "s" : ""} per page, for ${BASE} (load average ${os.loadavg()[0].toFixed(1)})\n`);
  console.log(["Page", "Performance", "Accessibility", "Best Practices", "SEO", "LCP", "TBT", "CLS", "JS KiB br"].map((title, i) => pad(title, widths[i])).join(""));
  for (const row of rows) console.log([row.page, ...row.scores, row.lcp, row.tbt, row.cls, row.js].map((cell, i) => pad(cell, widths[i])).join(""));
  console.log(`\nFull reports: ${path.relative(process.cwd(), REPORT_DIR)}/`);

  const min = Number(process.env.AUDIT_MIN_SCORE || 0);
  if (min && rows.some((row) => row.lowest.some((score) => score < min))) {
    console.error(`Some scores are below ${min} in at least one run.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`audit failed: ${error.message}`);
  process.exit(1);
});
