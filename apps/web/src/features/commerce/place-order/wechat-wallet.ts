import type { WalletOutcome, WalletRequest } from "@taxlearn/machines";

interface WeixinJSBridge {
  invoke: (name: string, params: WalletRequest, callback: (answer: { err_msg?: string }) => void) => void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** How long to wait for WeChat to announce its bridge before saying the wallet could not be opened. */
const BRIDGE_WAIT_MS = 10_000;

/** WeChat's bridge, once it is there: at once, or when WeChat fires `WeixinJSBridgeReady`. */
function bridgeReady(): Promise<WeixinJSBridge> {
  const present = window.WeixinJSBridge;
  if (present) return Promise.resolve(present);
  return new Promise((resolve, reject) => {
    const ready = () => {
      window.clearTimeout(timer);
      if (window.WeixinJSBridge) resolve(window.WeixinJSBridge);
      else reject(new Error("WeixinJSBridge missing"));
    };
    const timer = window.setTimeout(() => {
      document.removeEventListener("WeixinJSBridgeReady", ready);
      reject(new Error("WeixinJSBridge missing"));
    }, BRIDGE_WAIT_MS);
    document.addEventListener("WeixinJSBridgeReady", ready, { once: true });
  });
}

/** `get_brand_wcpay_request:ok|cancel|fail` → the wallet's word (anything unknown is a failure). */
export function walletOutcomeOf(errMsg: string | undefined): WalletOutcome {
  if (errMsg === "get_brand_wcpay_request:ok") return "ok";
  if (errMsg === "get_brand_wcpay_request:cancel") return "cancel";
  return "fail";
}

/** Opens WeChat's wallet with the server's signed request; only the server's check then says paid. */
export async function payInWeChatWallet(request: WalletRequest): Promise<WalletOutcome> {
  const bridge = await bridgeReady();
  return new Promise((resolve) => {
    bridge.invoke("getBrandWCPayRequest", request, (answer) => resolve(walletOutcomeOf(answer?.err_msg)));
  });
}
