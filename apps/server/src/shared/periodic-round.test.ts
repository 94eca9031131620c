import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodicRound } from "./periodic-round";

const logs = () => {
  const lines: string[] = [];
  return {
    lines,
    log: { info: (m: string) => lines.push(`info ${m}`), error: (m: string) => lines.push(`error ${m}`) },
  };
};

afterEach(() => vi.useRealTimers());

describe("a periodic round", () => {
  it("runs at once and every interval, logs only rounds that did something, and stops", async () => {
    vi.useFakeTimers();
    const { lines, log } = logs();
    const counts = [0, 2, 0];
    let calls = 0;
    const stop = startPeriodicRound({ log } as never, {
      run: async () => counts[calls++] ?? 0,
      intervalMs: 1000,
      done: "sent",
      failed: "failed",
    });
    await vi.advanceTimersByTimeAsync(2500);
    expect(calls).toBe(3);
    expect(lines).toEqual(["info sent"]);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(3);
  });

  it("never runs two rounds at once, and tries again after a failure", async () => {
    vi.useFakeTimers();
    const { lines, log } = logs();
    let running = 0;
    let most = 0;
    let calls = 0;
    const stop = startPeriodicRound({ log } as never, {
      run: async () => {
        calls += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 2500));
        running -= 1;
        if (calls === 1) throw new Error("database gone");
        return 1;
      },
      intervalMs: 1000,
      done: "sent",
      failed: "failed",
    });
    await vi.advanceTimersByTimeAsync(7000);
    stop();
    expect(most).toBe(1);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toBe("error failed");
    expect(lines).toContain("info sent");
  });
});
