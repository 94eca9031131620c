/**
 * A per-client budget of verification pages: `limit` lookups per `windowMs` for each client address. Serials are
 * 128 random bits, so guessing is hopeless anyway; the budget keeps the page from being used to scan. In memory,
 * per process: a fixed window that resets, with the table pruned when it grows.
 */
export class VerifyLimiter {
  private readonly hits = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Whether the client may look one more up now; counts the lookup when it may. */
  allow(client: string, nowMs: number): boolean {
    const entry = this.hits.get(client);
    if (!entry || nowMs - entry.start >= this.windowMs) {
      if (this.hits.size > 10_000) this.prune(nowMs);
      this.hits.set(client, { start: nowMs, count: 1 });
      return true;
    }
    if (entry.count >= this.limit) return false;
    entry.count += 1;
    return true;
  }

  /** Seconds until the client's window ends. */
  retryAfterSeconds(client: string, nowMs: number): number {
    const entry = this.hits.get(client);
    return entry ? Math.max(1, Math.ceil((entry.start + this.windowMs - nowMs) / 1000)) : 1;
  }

  private prune(nowMs: number) {
    for (const [key, entry] of this.hits) if (nowMs - entry.start >= this.windowMs) this.hits.delete(key);
  }
}

/** 30 verification pages a minute per client. */
export const VERIFY_LIMIT = { perWindow: 30, windowMs: 60_000 } as const;
