import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { approveRefund, rejectRefund } from "./refund-order";
import type { WatchedShare } from "./watched-share";

export const OPS_TOKEN_HEADER = "x-ops-token";
export const opsTokenFile = (dataDir: string) => join(dataDir, "ops.token");

/** The operator token of this data directory (made once, readable by the server's user only). */
export function loadOpsToken(dataDir: string): string {
  const file = opsTokenFile(dataDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString("base64url");
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

/**
 * POST /api/ops/order-refund/:tradeNo?decision=approve|reject — what `pnpm order:refund` calls on a running server
 * (an embedded database cannot be opened by a second process). Only with the operator token of the data directory.
 */
export function mountOpsRefundRoute(
  app: Hono<AppEnv>,
  server: ServerContext,
  token: string,
  watchedShare: WatchedShare,
): void {
  const expected = Buffer.from(token);
  app.post("/api/ops/order-refund/:tradeNo", async (c) => {
    const presented = Buffer.from(c.req.header(OPS_TOKEN_HEADER) ?? "");
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected))
      return c.json({ ok: false, reason: "forbidden" }, 403);
    const tradeNo = c.req.param("tradeNo");
    const decision =
      c.req.query("decision") === "reject"
        ? await rejectRefund(server, tradeNo)
        : await approveRefund(server, watchedShare, tradeNo);
    return decision.ok
      ? c.json({ ok: true, status: decision.order.status, tradeNo })
      : c.json({ ok: false, reason: decision.reason }, 409);
  });
}
