import "server-only";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { PrismaInstrumentation, registerInstrumentations } from "@prisma/instrumentation";
import type { Config } from "@/lib/config/config-schema";

/**
 * Registers the process-wide tracer provider: Next's own request and render spans and Prisma's
 * query spans (its client engine traces the driver adapters' queries too) then go to the
 * collector as OTLP over HTTP. Loaded by instrumentation.ts only when tracing is configured.
 */
export function startTracing({ endpoint, serviceName }: NonNullable<Config["tracing"]>): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` }))],
  });
  provider.register();
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new PrismaInstrumentation()] });
}
