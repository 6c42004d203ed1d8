// Next runs register() once per server process as the app prepares (under the custom server too).
// Tracing is optional: unless OTEL_EXPORTER_OTLP_ENDPOINT is set, no OpenTelemetry SDK is loaded.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { config } = await import("@/lib/config/config");
  const tracing = config().tracing;
  if (!tracing) return;
  const { startTracing } = await import("@/lib/metrics/tracing");
  startTracing(tracing);
}
