import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layer order the README describes, lower first: a lib/ module may import from its own
// folder or from a lower layer, never from a folder of its own layer or a higher one.
const LIB_LAYERS: readonly (readonly string[])[] = [
  ["config", "net", "forms"],
  ["log", "metrics"],
  ["db", "mail", "cache"],
  ["http"],
  ["uploads", "server", "admin-api"],
  ["rate-limit", "backup", "activity"],
  ["auth"],
  ["api"],
  ["preview"],
  ["content"],
  ["site"],
  ["publishing"],
  ["account", "bootstrap", "leads", "page-cache", "proxy-image"],
  ["dashboard", "api-docs"],
];

const root = path.resolve(import.meta.dirname, "..");
const lib = path.join(root, "lib");
// The generated Prisma client is not ours to arrange.
const skipped = new Set([path.join(lib, "db", "generated")]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (skipped.has(full)) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

// Every specifier a file names: static imports and re-exports (types included), side-effect
// imports and dynamic import().
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/lib/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (!base.startsWith(lib + path.sep) || [...skipped].some((dir) => base.startsWith(dir + path.sep))) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!found) throw new Error(`${path.relative(root, from)} imports ${specifier}, which does not resolve`);
  return found;
}

const folderOf = (file: string) => path.relative(lib, file).split(path.sep)[0];
const shown = (file: string) => path.relative(root, file);

function libGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(lib)) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(specifierPattern)]
      .map((match) => resolveImport(file, match[1]))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

function upwardImports(graph: Map<string, string[]>, layers = LIB_LAYERS): string[] {
  const layerOf = new Map(layers.flatMap((folders, index) => folders.map((folder) => [folder, index] as const)));
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    for (const target of targets) {
      const to = folderOf(target);
      if (from === to) continue;
      const fromLayer = layerOf.get(from);
      const toLayer = layerOf.get(to);
      if (fromLayer === undefined || toLayer === undefined || toLayer >= fromLayer) {
        problems.push(`${shown(file)} -> ${shown(target)}`);
      }
    }
  }
  return problems.sort();
}

function fileCycles(graph: Map<string, string[]>): string[] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      const seen = state.get(target);
      if (seen === "open") cycles.push([...stack.slice(stack.indexOf(target)), target].map(shown).join(" -> "));
      else if (seen === undefined) visit(target);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe("lib/ layers", () => {
  const graph = libGraph();

  it("places every lib/ folder in exactly one layer", () => {
    const folders = readdirSync(lib).filter((name) => statSync(path.join(lib, name)).isDirectory());
    expect(LIB_LAYERS.flat().slice().sort()).toEqual([...new Set(LIB_LAYERS.flat())].sort());
    expect(folders.filter((folder) => !LIB_LAYERS.flat().includes(folder))).toEqual([]);
    expect(LIB_LAYERS.flat().filter((folder) => !folders.includes(folder))).toEqual([]);
    expect(graph.size).toBeGreaterThan(100);
  });

  it("imports only from its own folder or a lower layer", () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it("has no cycle among lib/ files", () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  it("the checks catch an upward import and a cycle", () => {
    const a = path.join(lib, "config", "a.ts");
    const b = path.join(lib, "config", "b.ts");
    const c = path.join(lib, "leads", "c.ts");
    const made = new Map([[a, [b, c]], [b, [a]], [c, []]]);
    expect(upwardImports(made)).toEqual(["lib/config/a.ts -> lib/leads/c.ts"]);
    expect(fileCycles(made)).toEqual(["lib/config/a.ts -> lib/config/b.ts -> lib/config/a.ts"]);
  });
});
