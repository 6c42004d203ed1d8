// Types of production-server.mjs for the TypeScript files that start a server.
export function productionServerCommand(): { command: string; args: string[] };
