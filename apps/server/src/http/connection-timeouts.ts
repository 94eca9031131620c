import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle timeouts of the
 * clients and proxies in front of it (a load balancer's 60 s, an HTTP client's pooled socket): one of them sends its
 * next request on a connection at the moment the server closes it, and the request fails with a reset. A POST lost
 * that way is a lost write (a learning position, an answer). The server now outlasts them, so the client always
 * closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applied to the listening server. */
export function applyConnectionTimeouts(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // a request's headers must be allowed to arrive after an idle connection's full keep-alive time (Node's rule)
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
