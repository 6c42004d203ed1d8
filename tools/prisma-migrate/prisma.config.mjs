// Config for Prisma 6's CLI, used only by migration.mjs. Prisma 7 has no schema engine that
// runs on these machines; Prisma 6's WASM engine does, given a driver adapter. Every connection
// is a fresh in-memory PGlite, so diffing never touches a real database.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { defineConfig } from "prisma/config";

const { adapterName } = new PrismaPGlite();

// Close functions of the open databases.
const live = new Set();

// pglite-prisma-adapter's connection, with fixes. PGlite opens on first use, so a connection
// closed early (see dispose) reopens if it is used again.
function memoryAdapter() {
  let opened;
  const open = () =>
    (opened ??= (async () => {
      const db = new PGlite();
      const close = async () => {
        live.delete(close);
        opened = undefined;
        await db.close();
      };
      live.add(close);
      return { db, adapter: await new PrismaPGlite(db).connect() };
    })());
  // The engine replays each migration.sql as one parameterless executeRaw; PGlite's extended
  // protocol (query()) refuses several statements at once (P3006), its simple protocol (exec())
  // runs them. Upstream's executeScript also forgets to await exec(), so errors escape.
  const exec = async (sql) => {
    const { db, adapter } = await open();
    try {
      return await db.exec(sql);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return {
    provider: "postgres",
    adapterName,
    getConnectionInfo: () => ({ supportsRelationJoins: true }),
    queryRaw: async (query) => (await open()).adapter.queryRaw(query),
    executeRaw: async (query) => {
      if (query.args?.length) return (await open()).adapter.executeRaw(query);
      return (await exec(query.sql)).reduce((n, r) => n + (r.affectedRows ?? 0), 0);
    },
    executeScript: async (script) => {
      await exec(script);
    },
    startTransaction: async (isolationLevel) => (await open()).adapter.startTransaction(isolationLevel),
    // Upstream's dispose() leaves PGlite open, and an open PGlite holds Node for 10 s (a timer
    // in its WASM Postgres). The engine disposes only the shadow database, when `migrate diff`
    // has done its last query, never the main one (used for a version probe). So any dispose
    // closes them all; a later query would reopen an empty database, all the main one ever is.
    dispose: async () => {
      await Promise.all([...live].map((close) => close()));
    },
  };
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  async adapter() {
    return {
      provider: "postgres",
      adapterName,
      connect: async () => memoryAdapter(),
      connectToShadowDb: async () => memoryAdapter(),
    };
  },
});
