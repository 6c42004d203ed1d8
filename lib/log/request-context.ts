import { AsyncLocalStorage } from "node:async_hooks";

/** What the start-up server knows of the request being handled. */
export interface RequestContext {
  requestId: string;
}

// Process-wide: route handlers are bundled apart from server.ts, and must see the same store.
const holder = globalThis as typeof globalThis & { __ecopackRequestContext?: AsyncLocalStorage<RequestContext> };

/** The store the start-up server runs each request in; log lines and error envelopes read it. */
export function requestContext(): AsyncLocalStorage<RequestContext> {
  holder.__ecopackRequestContext ??= new AsyncLocalStorage<RequestContext>();
  return holder.__ecopackRequestContext;
}

/** The current request's id, or undefined outside a request (start-up, background work). */
export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.requestId;
}
