import type { ServerContext } from "../server-context";

/**
 * Runs a background round now and every `intervalMs`, never two at once (a slow round makes the next tick skip);
 * a round's count is logged when it did something, its failure is logged and the next tick tries again. The
 * timer does not keep the process alive; the returned function stops it.
 */
export function startPeriodicRound(
  server: Pick<ServerContext, "log">,
  round: { run: () => Promise<number>; intervalMs: number; done: string; failed: string },
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    round
      .run()
      .then((count) => {
        if (count > 0) server.log.info(round.done, { count });
      })
      .catch((error) => server.log.error(round.failed, { error: String(error) }))
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, round.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
