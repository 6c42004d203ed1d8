// The provisioned Grafana dashboard queries only metrics the app reports, and Prometheus scrapes
// /metrics with the bearer token from every instance of each compose set.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { metrics } from "@/lib/metrics/metrics";

interface Panel {
  title: string;
  targets: Array<{ expr: string }>;
}

const dashboard = JSON.parse(fs.readFileSync("deploy/grafana/dashboards/ecopack.json", "utf8")) as { uid: string; panels: Panel[] };

// A histogram is reported as its _bucket, _count and _sum series.
const HISTOGRAM_SERIES = /_(bucket|count|sum)$/;

/** The metric names a PromQL expression reads: identifiers followed by `{`, `[` or standing alone, minus functions, keywords and labels. */
function metricNames(expr: string): string[] {
  const withoutLabels = expr.replace(/\{[^}]*\}/g, "").replace(/\b(by|without)\s*\([^)]*\)/g, "");
  const names = withoutLabels.match(/\b[a-z_:][a-z0-9_:]*\b(?!\s*\()/g) ?? [];
  return names.filter((name) => !["by", "without", "le"].includes(name) && /_/.test(name));
}

describe("the Grafana dashboard", () => {
  const reported = new Set<string>();

  it("every metric a panel queries is registered by the app", async () => {
    for (const metric of await metrics().registry.getMetricsAsJSON()) reported.add(metric.name);
    const queried = new Set(dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => metricNames(target.expr))));
    expect(queried.size).toBeGreaterThanOrEqual(8);
    for (const name of queried) {
      expect(reported.has(name) || reported.has(name.replace(HISTOGRAM_SERIES, "")), `${name} (queried by the dashboard)`).toBe(true);
    }
    // The series the issue names are on the dashboard.
    for (const wanted of ["ecopack_http_requests_total", "ecopack_http_request_duration_seconds_bucket", "ecopack_page_cache_lookups_total", "ecopack_page_cache_bytes", "ecopack_db_query_duration_seconds_bucket", "ecopack_mail_total", "ecopack_leads", "nodejs_eventloop_lag_p99_seconds", "process_resident_memory_bytes"]) {
      expect(queried, wanted).toContain(wanted);
    }
  });

  it("Prometheus scrapes /metrics with the token from each instance", () => {
    const single = fs.readFileSync("deploy/prometheus/prometheus.yml", "utf8");
    const scale = fs.readFileSync("deploy/prometheus/prometheus.scale.yml", "utf8");
    for (const config of [single, scale]) {
      expect(config).toContain("metrics_path: /metrics");
      expect(config).toMatch(/type: Bearer\s+credentials_file: \/prometheus\/metrics-token/);
    }
    expect(single).toContain('targets: ["app:3000"]');
    const replicas = [...fs.readFileSync("docker-compose.scale.yml", "utf8").matchAll(/^  (app-\d+): \*replica$/gm)].map((match) => `"${match[1]}:3000"`);
    expect(replicas.length).toBeGreaterThanOrEqual(2);
    expect(scale).toContain(`targets: [${replicas.join(", ")}]`);
  });
});
