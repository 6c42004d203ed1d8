// Types of production-server-args.mjs for the TypeScript files that start a server.
export function productionServerArgs(): string[];
