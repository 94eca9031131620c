import type { Context } from "hono";
import type { Logger } from "../server-context";
import { requestSeconds, requestsTotal } from "../shared/metrics";
import { envelopeStatusOf } from "./envelope";

type Route<C extends Context> = (c: C) => Promise<Response> | Response;

/**
 * Counts and times every contract request by contract name and envelope status (the Prometheus metrics) and writes
 * one JSON log line: request id, contract, user id when signed in, status, milliseconds. Nothing of the request's
 * input is logged (tokens, codes and passwords travel in it). LOG_REQUESTS=off leaves the line out (benchmarks).
 */
export function observeRequest<C extends Context<{ Variables: { requestId: string; userId?: number } }>>(
  contract: string,
  route: Route<C>,
  log: Logger,
  logLines = process.env.LOG_REQUESTS !== "off",
): Route<C> {
  return async (c) => {
    const started = performance.now();
    let status = 500;
    try {
      const response = await route(c);
      status = envelopeStatusOf(response);
      return response;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const labels = { contract, status: String(status) };
      requestsTotal.inc(labels);
      requestSeconds.observe(labels, seconds);
      if (logLines) {
        log.info("request", {
          requestId: c.get("requestId"),
          contract,
          userId: c.get("userId") ?? null,
          status,
          ms: Math.round(seconds * 10_000) / 10,
        });
      }
    }
  };
}
