import type { ServerContext } from "../../server-context";
import { GatewayRejected, GatewayUnavailable, type TradeState } from "../payments/payment-gateway";

/**
 * Closes one provider trade so that nothing can pay it, and answers what the provider then knows of it (a trade
 * paid meanwhile stays paid). A trade the provider never opened (a pay call interrupted before the provider
 * answered) counts as closed. Throws GatewayUnavailable when the provider cannot be asked.
 */
export async function closeTrade(
  server: ServerContext,
  trade: { readonly tradeNo: string; readonly payType: number },
): Promise<TradeState> {
  const gateway = server.payments.gateways.get(trade.payType);
  if (!gateway) throw new GatewayUnavailable(`no gateway for payType ${trade.payType}`);
  try {
    return await gateway.close(trade.tradeNo);
  } catch (error) {
    if (!(error instanceof GatewayRejected)) throw error;
    // WeChat Pay refuses to close an out_trade_no it never opened
    const state = await gateway.query(trade.tradeNo).catch(() => null);
    if (state?.state === "absent") return state;
    throw new GatewayUnavailable(error.message);
  }
}
