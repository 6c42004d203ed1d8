// Types of start-isolated-server.mjs for the TypeScript scripts that start a server.
export function answers(base: string): Promise<boolean>;

export function startIsolatedServer(options: {
  base: string;
  adminPassword: string;
  label: string;
  env?: Record<string, string>;
}): Promise<{ stop: () => Promise<void>; pid: number | undefined }>;
