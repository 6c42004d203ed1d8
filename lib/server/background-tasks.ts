import { logger } from "@/lib/log/logger";

// On globalThis: the custom server and Next's bundled route code may load this module
// separately, and shutdown must see the tasks the routes started.
const holder = globalThis as typeof globalThis & { __ecopackBackgroundTasks?: Set<Promise<void>> };
const pending = (holder.__ecopackBackgroundTasks ??= new Set());

/**
 * Runs work after the answer without making the answer wait for it or fail with it, e.g. mail:
 * a slow SMTP server must neither delay a reply nor reveal through timing whether an account exists.
 * Failures are logged.
 */
export function runInBackground(label: string, task: () => Promise<unknown>): void {
  const promise: Promise<void> = Promise.resolve()
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => logger().error(`[background] ${label} failed: ${error instanceof Error ? error.message : String(error)}`),
    )
    .finally(() => pending.delete(promise));
  pending.add(promise);
}

/** Resolves once every task started so far has finished (tests, graceful shutdown). */
export async function backgroundTasksSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/**
 * Runs `task` now and then every `intervalMs` as a background task (a graceful stop waits for
 * it), on a timer that never keeps the process alive; a run still going when the next is due is
 * not doubled. Answers a function that stops the timer.
 */
export function runPeriodically(label: string, intervalMs: number, task: () => Promise<unknown>): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runInBackground(label, () => task().finally(() => (running = false)));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
