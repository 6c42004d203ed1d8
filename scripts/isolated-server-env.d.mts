/** The environment of a production server on its own fresh embedded database, upload folder and mail outbox under `root`. */
export function isolatedServerEnv(options: { port: number | string; root: string; siteUrl?: string; adminPassword: string }): NodeJS.ProcessEnv;
