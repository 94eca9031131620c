import { describe, expect, it, vi } from "vitest";
import { type ChunkRetryEnv, loadChunk } from "./chunk-retry";

const makeEnv = (path = "/policy") => {
  const store = new Map<string, string>();
  const reloadTo = vi.fn();
  const env: ChunkRetryEnv = {
    sessionStorage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    },
    reloadTo,
    pendingPath: () => path,
  };
  return { env, reloadTo, store };
};

describe("loadChunk", () => {
  it("returns the module when the chunk loads", async () => {
    const { env, reloadTo } = makeEnv();
    await expect(loadChunk(async () => ({ ok: 1 }), env)).resolves.toEqual({ ok: 1 });
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it("re-navigates to the pending path once when the chunk fails", async () => {
    const { env, reloadTo } = makeEnv("/casebook?type=2");
    const pending = loadChunk(() => Promise.reject(new Error("Failed to fetch dynamically imported module")), env);
    await Promise.resolve();
    await Promise.resolve();
    expect(reloadTo).toHaveBeenCalledWith("/casebook?type=2");
    void pending;
  });

  it("surfaces the error on the second failure for the same path instead of looping", async () => {
    const { env, reloadTo, store } = makeEnv();
    store.set("taxlearn:chunk-retry", "/policy");
    await expect(loadChunk(() => Promise.reject(new Error("boom")), env)).rejects.toThrow("boom");
    expect(reloadTo).not.toHaveBeenCalled();
    expect(store.size).toBe(0);
  });

  it("treats a chunk slower than the timeout as failed", async () => {
    vi.useFakeTimers();
    const { env, reloadTo } = makeEnv();
    void loadChunk(() => new Promise(() => {}), env, 120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(reloadTo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reloadTo).toHaveBeenCalledWith("/policy");
    vi.useRealTimers();
  });
});
