/**
 * The order a phone left this site to pay (sessionStorage: this tab only), so the pay-result page knows it even when
 * the provider sends the learner back without it.
 */
const KEY = "pendingPaymentTradeNo";

export function rememberPendingPayment(tradeNo: string): void {
  try {
    window.sessionStorage.setItem(KEY, tradeNo);
  } catch {
    // storage refused (private mode): the return URL still names the order
  }
}

export function pendingPayment(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
