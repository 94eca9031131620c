import { browserSessionStorage } from "../../lib/storage/browser-storage";
import { readStored, SESSION_STORED, writeStored } from "../../lib/storage/stored-values";

/**
 * Scroll positions per history entry, so that going back to a list restores where the learner was (the list's
 * filters and page live in its URL). New navigations start at the top (spec §2).
 */
const MAX_ENTRIES = 50;

const read = (): Record<string, number> => ({ ...readStored(browserSessionStorage(), SESSION_STORED.scrollPositions) });

export function rememberScroll(entryKey: string, y: number): void {
  const all = read();
  all[entryKey] = Math.round(y);
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete all[old];
  writeStored(browserSessionStorage(), SESSION_STORED.scrollPositions, all);
}

export const rememberedScroll = (entryKey: string): number | null => read()[entryKey] ?? null;

/**
 * Scrolls to `y` once the page is tall enough (its data may still be loading); gives up after `timeoutMs`.
 * Returns a cancel function.
 */
export function restoreScroll(y: number, timeoutMs = 3000): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || performance.now() - started > timeoutMs) {
      window.scrollTo(0, y);
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
