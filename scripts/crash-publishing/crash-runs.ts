// Kill -9 runs of publish, version restore, trash restore and trash purge on a real database and upload folder:
// each operation is run once per chosen kill point (after a run to the end that counts its steps,
// unless the points are fixed), each time in a fresh worker process (crash-worker.ts) that judges
// what the previous one left.
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import type { CrashOperation, Expectation, Verdict, WorkerOrder } from "./crash-types";

const WORKER = path.join(import.meta.dirname, "crash-worker.ts");

export interface CrashRunOptions {
  /** The worker's environment: DATABASE_URL or PGLITE_DIR, UPLOAD_DIR, DATA_DIR. */
  env: NodeJS.ProcessEnv;
  operations: readonly CrashOperation[];
  /**
   * The kill points to try: given how many steps the operation took when it ran to the end (each
   * operation is run once to the end first), or fixed per operation (no such run).
   */
  points: Partial<Record<CrashOperation, number[]>> | ((steps: number) => number[]);
  log?(line: string): void;
}

export interface CrashRunReport {
  /** Steps each operation took when it ran to the end. */
  steps: Partial<Record<CrashOperation, number>>;
  /** One per run, the complete ones included. */
  verdicts: Verdict[];
  /** Runs that were killed (the rest ended before their kill point). */
  killed: number;
  /** Seconds the whole run took. */
  seconds: number;
}

interface WorkerAnswer {
  verdict?: Verdict;
  expect?: Expectation;
  steps?: number;
  killed: boolean;
}

function work(order: WorkerOrder, env: NodeJS.ProcessEnv): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", WORKER, JSON.stringify(order)], { env, stdio: ["ignore", "pipe", "pipe"] });
    const answer: WorkerAnswer = { killed: false };
    let errors = "";
    child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const space = line.indexOf(" ");
      const kind = line.slice(0, space);
      if (kind === "verdict" || kind === "expect" || kind === "steps") Object.assign(answer, { [kind]: JSON.parse(line.slice(space + 1)) });
      else if (kind === "error") errors += JSON.parse(line.slice(space + 1));
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (signal === "SIGKILL" && order.killAt > 0) resolve({ ...answer, killed: true });
      else if (code === 0) resolve(answer);
      else reject(new Error(`crash worker (${JSON.stringify({ ...order, judge: undefined })}) ended with ${signal ?? code}: ${errors.slice(-4000)}`));
    });
  });
}

export async function runCrashes(options: CrashRunOptions): Promise<CrashRunReport> {
  const started = Date.now();
  const report: CrashRunReport = { steps: {}, verdicts: [], killed: 0, seconds: 0 };
  let previous: Expectation | undefined;
  let round = 0;
  const run = async (order: Omit<WorkerOrder, "judge" | "round">) => {
    const answer = await work({ ...order, round: ++round, judge: previous }, options.env);
    if (answer.verdict) {
      report.verdicts.push(answer.verdict);
      const v = answer.verdict;
      options.log?.(`${v.operation} killed at ${v.killAt || "-"}: ${v.outcome}; orphans ${v.orphans.length}, missing ${v.missing.length}, misplaced ${v.misplaced.length}, pending ${v.pending}`);
    }
    if (answer.killed) report.killed++;
    previous = answer.expect;
    return answer;
  };
  for (const operation of options.operations) {
    let points: number[];
    if (typeof options.points === "function") {
      const steps = (await run({ operation, killAt: 0 })).steps ?? 0;
      report.steps[operation] = steps;
      points = options.points(steps);
    } else points = options.points[operation] ?? [];
    for (const killAt of points) await run({ operation, killAt });
  }
  await run({ killAt: 0 });
  report.seconds = Math.round((Date.now() - started) / 100) / 10;
  return report;
}

/** `count` kill points spread over 1..steps (every point when there are fewer). */
export function spreadPoints(steps: number, count: number): number[] {
  if (steps <= count) return Array.from({ length: steps }, (_, n) => n + 1);
  return [...new Set(Array.from({ length: count }, (_, n) => 1 + Math.round((n * (steps - 1)) / (count - 1))))];
}
