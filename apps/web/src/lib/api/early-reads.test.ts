import { describe, expect, it } from "vitest";
import { startEarlyRead, takeEarlyRead } from "./early-reads";

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("early reads", () => {
  it("hands the read started for a key to the screen's first read of it, once", async () => {
    let calls = 0;
    startEarlyRead("list?page=1", async () => {
      calls += 1;
      return "rows of page 1";
    });
    expect(takeEarlyRead("list?page=2")).toBeUndefined();
    const taken = takeEarlyRead<string>("list?page=1");
    // strict mode's second run of the same effect, in the same tick, meets the same read
    expect(takeEarlyRead<string>("list?page=1")).toBe(taken);
    await expect(taken).resolves.toBe("rows of page 1");
    await tick();
    // a retry or a later visit asks anew
    expect(takeEarlyRead("list?page=1")).toBeUndefined();
    expect(calls).toBe(1);
  });

  it("a new start of a key replaces the read not taken, and a refused read nobody takes stays quiet", async () => {
    startEarlyRead("list?page=1", () => Promise.reject(new Error("401")));
    startEarlyRead("list?page=1", async () => "fresh");
    await expect(takeEarlyRead<string>("list?page=1")).resolves.toBe("fresh");
  });
});
