// Next runs register() once per server process as the app prepares (under the custom server too).
// Tracing is optional: unless OTEL_EXPORTER_OTLP_ENDPOINT is set, no OpenTelemetry SDK is loaded.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Scheduled drafts are published within a minute of their time, once across instances (the
  // rows are the schedule). Started here, in Next's own bundle, because publishing expires the
  // cache through next/cache, which the custom server's bundle cannot load.
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    const { startPublishScheduler } = await import("@/lib/publishing/publish-scheduler");
    startPublishScheduler();
  }
  const { config } = await import("@/lib/config/config");
  const tracing = config().tracing;
  if (!tracing) return;
  const { startTracing } = await import("@/lib/metrics/tracing");
  startTracing(tracing);
}
