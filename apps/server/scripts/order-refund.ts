/**
 * `pnpm --filter @taxlearn/server order:refund <tradeNo> [--reject]`
 * Approves (or turns down) a learner's refund request: the provider refunds, the order becomes refunded, the course
 * is withdrawn and the learner gets a message. Talks to the running server (PORT, default 3000) with the operator
 * token of DATA_DIR; when no server runs, opens the database itself (DATABASE_URL or DATA_DIR's PGlite).
 */
import { existsSync, readFileSync } from "node:fs";
import { createServerContext } from "../src/create-server";
import { OPS_TOKEN_HEADER, opsTokenFile } from "../src/features/orders/ops-refund.route";
import { approveRefund, rejectRefund } from "../src/features/orders/refund-order";
import { watchedShare } from "../src/features/video/watched-share.repo";
import { siteModeFromEnv } from "../src/site-mode";
import { openUnlessInUse, serverDataDir } from "./server-data";

const args = process.argv.slice(2);
const tradeNo = args.find((a) => !a.startsWith("--"));
const reject = args.includes("--reject");
if (!tradeNo || !/^[A-Za-z0-9]{6,32}$/.test(tradeNo)) {
  console.error("usage: order:refund <tradeNo> [--reject]");
  process.exit(1);
}
const dataDir = serverDataDir();
const base = process.env.OPS_BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

async function viaServer(): Promise<boolean> {
  const tokenFile = opsTokenFile(dataDir);
  if (!existsSync(tokenFile)) return false;
  let response: Response;
  try {
    response = await fetch(`${base}/api/ops/order-refund/${tradeNo}?decision=${reject ? "reject" : "approve"}`, {
      method: "POST",
      headers: { [OPS_TOKEN_HEADER]: readFileSync(tokenFile, "utf8").trim() },
    });
  } catch {
    return false; // no server running: use the database directly
  }
  const body = (await response.json()) as { ok: boolean; status?: string; reason?: string };
  if (!body.ok) {
    console.error(`refused: ${body.reason}`);
    process.exit(2);
  }
  console.log(`${tradeNo}: ${body.status}`);
  return true;
}

if (!(await viaServer())) {
  const { server, database } = await openUnlessInUse(() =>
    createServerContext({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir,
      production: siteModeFromEnv(process.env) === "live",
      seed: false,
    }),
  );
  const decision = reject ? await rejectRefund(server, tradeNo) : await approveRefund(server, watchedShare, tradeNo);
  await database.close();
  if (!decision.ok) {
    console.error(`refused: ${decision.reason}`);
    process.exit(2);
  }
  console.log(`${tradeNo}: ${decision.order.status}`);
}
