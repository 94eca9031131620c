import { isIP } from "node:net";
import type { Context } from "hono";

/** The connection's peer address; @hono/node-server passes the Node request as `env.incoming`. */
const peerAddress = (c: Context): string | null => {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
};

/**
 * The client a request comes from, for per-client limits (login failures, site feedback). Behind a reverse proxy
 * every connection comes from the proxy, so with `trustProxy` (TRUST_PROXY) the address the proxy appended last to
 * `X-Forwarded-For` counts: the entries before it are whatever the client sent and prove nothing. Without it the
 * header is ignored, since anyone can send one.
 */
export function clientAddressOf(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last && isIP(last) !== 0) return last;
  }
  return peerAddress(c);
}
