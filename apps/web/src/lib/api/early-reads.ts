/**
 * Reads a route starts beside the session's check, before its screen's code has loaded, so the screen's first read
 * is already on its way when the screen mounts (the server refuses a list without a valid token, so starting early
 * reveals nothing). Each start replaces the read of the same key; the screen takes it once.
 */
const started = new Map<string, Promise<unknown>>();

export function startEarlyRead<T>(key: string, read: () => Promise<T>): void {
  const promise = read();
  // a read nobody takes (the learner moved on) must not surface as an unhandled rejection
  promise.catch(() => undefined);
  started.set(key, promise);
}

/** The read started early under `key`, or undefined; taken once, so a retry or a later visit asks anew. */
export function takeEarlyRead<T>(key: string): Promise<T> | undefined {
  const read = started.get(key) as Promise<T> | undefined;
  // dropped after this tick: React's strict mode runs a mounting effect twice in a row
  if (read) queueMicrotask(() => started.get(key) === read && started.delete(key));
  return read;
}
