import type { Server } from "node:http";

/**
 * Stops taking connections and waits for the requests in flight to be answered, at most `graceMs`; then the
 * connections still open are cut. Idle keep-alive connections close at once (a client reconnects elsewhere).
 * Resolves true when everything finished within the grace.
 */
export function drainHttp(http: Server, graceMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      http.closeAllConnections();
      resolve(false);
    }, graceMs);
    timer.unref();
    http.close(() => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(true);
    });
    http.closeIdleConnections();
  });
}

/** SHUTDOWN_GRACE_MS (10000): how long a SIGTERM waits for requests in flight. */
export function shutdownGraceFromEnv(value: string | undefined): number {
  if (value === undefined || value === "") return 10_000;
  if (!/^\d{1,7}$/.test(value)) throw new Error(`SHUTDOWN_GRACE_MS must be whole milliseconds, got "${value}"`);
  return Number(value);
}
