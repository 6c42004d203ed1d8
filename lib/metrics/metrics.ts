import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** What one instance reports at `/metrics` (Prometheus text format). */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<"route" | "method" | "status">;
  httpDuration: Histogram<"route" | "method" | "status">;
  pageCacheLookups: Counter<"result">;
  databaseQueryDuration: Histogram;
  mailOutcomes: Counter<"outcome">;
  /** Where the response cache's size is read from at each scrape (set by the page cache's owner). */
  pageCacheSize: { read?: () => { entries: number; bytes: number } };
  /** Where the lead counts are read from at each scrape (set by the `/metrics` route). */
  leadCounts: { read?: () => Promise<Array<{ kind: string; status: string; count: number }>> };
}

const PREFIX = "ecopack_";

function create(): Metrics {
  const registry = new Registry();
  // Heap, RSS, event-loop lag (and its percentiles), GC and handles, under their standard names.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const pageCacheSize: Metrics["pageCacheSize"] = {};
  const leadCounts: Metrics["leadCounts"] = {};
  new Gauge({
    name: `${PREFIX}page_cache_entries`,
    help: "Answers kept by the response cache.",
    registers: [registry],
    collect() {
      this.set(pageCacheSize.read?.().entries ?? 0);
    },
  });
  new Gauge({
    name: `${PREFIX}page_cache_bytes`,
    help: "Bytes the response cache holds, overhead included.",
    registers: [registry],
    collect() {
      this.set(pageCacheSize.read?.().bytes ?? 0);
    },
  });
  new Gauge({
    name: `${PREFIX}leads`,
    help: "Leads stored, by kind and status.",
    labelNames: ["kind", "status"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { kind, status, count } of (await leadCounts.read?.()) ?? []) this.set({ kind, status }, count);
    },
  });
  return {
    registry,
    pageCacheSize,
    leadCounts,
    httpRequests: new Counter({
      name: `${PREFIX}http_requests_total`,
      help: "Requests answered, by route pattern, method and status.",
      labelNames: ["route", "method", "status"],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: "Time from the request's arrival to the end of its answer.",
      labelNames: ["route", "method", "status"],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCacheLookups: new Counter({
      name: `${PREFIX}page_cache_lookups_total`,
      help: "Shareable requests the response cache answered (hit) or had rendered (miss).",
      labelNames: ["result"],
      registers: [registry],
    }),
    databaseQueryDuration: new Histogram({
      name: `${PREFIX}db_query_duration_seconds`,
      help: "Duration of each database query.",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    mailOutcomes: new Counter({
      name: `${PREFIX}mail_total`,
      help: "Mail sent through SMTP, written to the outbox, or failed.",
      labelNames: ["outcome"],
      registers: [registry],
    }),
  };
}

// On globalThis: the start-up server and each of Next's server bundles load their own copy of
// this module, and every copy must count into the one registry the process reports.
const holder = globalThis as typeof globalThis & { __ecopackMetrics?: Metrics };

/** The process's one set of metrics, created on first use. */
export function metrics(): Metrics {
  return (holder.__ecopackMetrics ??= create());
}
