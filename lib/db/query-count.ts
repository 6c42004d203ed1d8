/**
 * Database queries run by this process since it started, counted from the Prisma client's
 * query events. On globalThis: the custom server and Next's bundles load their own copies of
 * this module but share one client. Lets a test (or an operator) see that a cached page or list
 * costs no query.
 */
const holder = globalThis as typeof globalThis & { __ecopackQueryCount?: { value: number } };

export const queryCount: { value: number } = (holder.__ecopackQueryCount ??= { value: 0 });
