/** How often the position is saved while a lecture plays ("called every few seconds while playing"). */
export const PROGRESS_SAVE_INTERVAL_MS = 5000;
/** Positions closer than this to the last saved one are not worth a request. */
const MIN_CHANGE_SECONDS = 0.5;

/**
 * Decides when the lecture position is saved: at most once per interval while time updates arrive, and at once
 * when playback stops (pause, end, leaving the lecture) — never twice for the same position. Pure: the caller
 * passes the clock and does the saving.
 */
export interface ProgressRecorder {
  /** A time update; answers the position to save now, or null. */
  observe(position: number, nowMs: number): number | null;
  /** Playback stopped; answers the latest position when it has not been saved yet, or null. */
  flush(position?: number): number | null;
  /** The position last reported (a starting breakpoint counts as saved). */
  readonly latest: number | null;
}

export function createProgressRecorder(
  options: { intervalMs?: number; savedPosition?: number } = {},
): ProgressRecorder {
  const intervalMs = options.intervalMs ?? PROGRESS_SAVE_INTERVAL_MS;
  let latest: number | null = null;
  let saved: number | null = options.savedPosition ?? null;
  let lastSaveAt: number | null = null;

  const changed = (position: number) => saved === null || Math.abs(position - saved) >= MIN_CHANGE_SECONDS;
  const save = (position: number, nowMs: number | null) => {
    saved = position;
    if (nowMs !== null) lastSaveAt = nowMs;
    return position;
  };

  return {
    observe(position, nowMs) {
      if (!Number.isFinite(position) || position < 0) return null;
      latest = position;
      // The first update starts the clock: playback has only just begun.
      if (lastSaveAt === null) {
        lastSaveAt = nowMs;
        return null;
      }
      if (nowMs - lastSaveAt < intervalMs || !changed(position)) return null;
      return save(position, nowMs);
    },
    flush(position) {
      if (position !== undefined && Number.isFinite(position) && position >= 0) latest = position;
      if (latest === null || !changed(latest)) return null;
      return save(latest, lastSaveAt);
    },
    get latest() {
      return latest;
    },
  };
}
