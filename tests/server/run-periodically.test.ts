// The sweeps' one timer: a run at once, then one per interval, never two at a time, awaited by
// a graceful stop, and nothing after the returned stop.
import { afterEach, describe, expect, it, vi } from "vitest";
import { backgroundTasksSettled, runPeriodically } from "@/lib/server/background-tasks";

afterEach(() => vi.useRealTimers());

describe("runPeriodically", () => {
  it("runs at once, then each interval, skips a run while one is going, and stops", async () => {
    vi.useFakeTimers();
    let started = 0;
    let release: () => void = () => {};
    const stop = runPeriodically("test task", 1000, () => {
      started += 1;
      return new Promise<void>((resolve) => (release = resolve));
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(1);
    // Still running: the next two ticks start nothing.
    await vi.advanceTimersByTimeAsync(2000);
    expect(started).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    release();
    await backgroundTasksSettled();
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toBe(2);
  });
});
