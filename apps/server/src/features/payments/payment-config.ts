import { readFileSync } from "node:fs";
import type { Database } from "../../db/database";
import { AlipayPrecreateGateway } from "./alipay-precreate-gateway";
import type { PaymentClock, PaymentGateway, PaymentLog } from "./payment-gateway";
import { SANDBOX_MP_APP_ID, SandboxPaymentProvider } from "./sandbox-gateway";
import { sandboxKeys } from "./sandbox-keys";
import { SandboxWechatMp } from "./sandbox-wechat-mp";
import { WechatMpOAuth } from "./wechat-mp-oauth";
import { WechatPayNativeGateway } from "./wechatpay-native-gateway";

export type PaymentEnvironment = Readonly<Record<string, string | undefined>>;

/** A payment setting that makes the server refuse to start, with the reason for the operator. */
export class PaymentConfigError extends Error {
  override readonly name = "PaymentConfigError";
}

/** The providers of this server, by payType, and the sandbox when it is the one in use. */
export interface Payments {
  readonly gateways: ReadonlyMap<number, PaymentGateway>;
  readonly sandbox: SandboxPaymentProvider | null;
  /** The official account's web authorisation for JSAPI openids; null when JSAPI is not offered. */
  readonly wechatPayer: WechatMpOAuth | null;
  /** The sandbox official account (with the sandbox provider). */
  readonly sandboxWechatMp: SandboxWechatMp | null;
}

/** PAYMENT_GATEWAY: `sandbox` when unset. */
export const paymentMode = (env: PaymentEnvironment) => (env.PAYMENT_GATEWAY ?? "").trim() || "sandbox";

/**
 * PAYMENT_GATEWAY picks the providers: unset or `sandbox` → the sandbox for both pay methods (not in production);
 * `live` → WeChat Pay v3 (Native, H5; JSAPI too with WECHATPAY_MP_APP_ID/SECRET) with the WECHATPAY_* settings and/or
 * Alipay (precreate, WAP) with the ALIPAY_* settings (a pay method without settings is refused with
 * 支付方式暂不可用). See features/payments/README.md.
 */
export async function paymentsFromEnv(
  env: PaymentEnvironment,
  production: boolean,
  deps: { db: Database; clock: PaymentClock; log: PaymentLog },
): Promise<Payments> {
  // the links given to providers use the server's public origin (ServerContext.publicOrigin); live providers must
  // be able to reach it, so a live production start needs it set
  const configured = env.PUBLIC_URL?.trim() || env.PUBLIC_BASE_URL?.trim() || null;
  const mode = paymentMode(env);
  if (mode === "sandbox") {
    if (production) {
      throw new PaymentConfigError(
        "SITE_MODE=live with the sandbox payment gateway: set PAYMENT_GATEWAY=live and the WECHATPAY_* / ALIPAY_* settings",
      );
    }
    const delay = Number(env.PAYMENT_SANDBOX_NOTIFY_DELAY_MS ?? 0);
    const sandbox = new SandboxPaymentProvider({
      ...deps,
      keys: await sandboxKeys(),
      firstNotifyDelayMs: Number.isFinite(delay) && delay > 0 ? delay : 0,
    });
    const sandboxWechatMp = new SandboxWechatMp(deps.clock);
    return {
      gateways: new Map([
        [1, sandbox.gateway(1)],
        [2, sandbox.gateway(2)],
      ]),
      sandbox,
      // the live adapter, pointed at the sandbox's pages (on the site's origin) and its API (reached in-process)
      wechatPayer: new WechatMpOAuth({
        appId: SANDBOX_MP_APP_ID,
        appSecret: sandboxWechatMp.appSecret,
        authorizeBase: null,
        apiBase: "http://sandbox.invalid/sandbox/wechat-mp",
        sandbox: true,
      }),
      sandboxWechatMp,
    };
  }
  if (mode !== "live") throw new PaymentConfigError(`PAYMENT_GATEWAY=${mode} is not known (sandbox, live)`);
  if (production && configured === null) {
    throw new PaymentConfigError("PAYMENT_GATEWAY=live needs PUBLIC_URL (the notify URL the providers call)");
  }
  const gateways = new Map<number, PaymentGateway>();
  // JSAPI (inside WeChat) needs the official account whose openids it charges, and its secret for the authorisation
  const mpAppId = env.WECHATPAY_MP_APP_ID?.trim() || null;
  const wechatPayer =
    mpAppId && env.WECHATPAY_MCH_ID?.trim()
      ? new WechatMpOAuth({
          appId: mpAppId,
          appSecret: required(env, "WECHATPAY_MP_APP_SECRET"),
          authorizeBase: env.WECHAT_MP_OAUTH_URL?.trim() || "https://open.weixin.qq.com",
          apiBase: env.WECHAT_MP_API_URL?.trim() || "https://api.weixin.qq.com",
          sandbox: false,
        })
      : null;
  if (env.WECHATPAY_MCH_ID?.trim()) {
    gateways.set(
      1,
      new WechatPayNativeGateway(
        {
          appId: required(env, "WECHATPAY_APP_ID"),
          mchId: required(env, "WECHATPAY_MCH_ID"),
          serialNo: required(env, "WECHATPAY_CERT_SERIAL_NO"),
          privateKeyPem: pem(env, "WECHATPAY_PRIVATE_KEY_FILE"),
          apiV3Key: apiV3Key(env),
          platformPublicKeyPem: pem(env, "WECHATPAY_PUBLIC_KEY_FILE"),
          platformSerial: required(env, "WECHATPAY_PUBLIC_KEY_ID"),
          baseUrl: env.WECHATPAY_BASE_URL?.trim() || "https://api.mch.weixin.qq.com",
          mpAppId,
        },
        deps.clock,
      ),
    );
  }
  if (env.ALIPAY_APP_ID?.trim()) {
    gateways.set(
      2,
      new AlipayPrecreateGateway(
        {
          appId: required(env, "ALIPAY_APP_ID"),
          privateKeyPem: pem(env, "ALIPAY_PRIVATE_KEY_FILE"),
          alipayPublicKeyPem: pem(env, "ALIPAY_PUBLIC_KEY_FILE"),
          gatewayUrl: env.ALIPAY_GATEWAY_URL?.trim() || "https://openapi.alipay.com/gateway.do",
        },
        deps.clock,
      ),
    );
  }
  if (gateways.size === 0) {
    throw new PaymentConfigError("PAYMENT_GATEWAY=live needs WECHATPAY_MCH_ID … or ALIPAY_APP_ID … (see README)");
  }
  return { gateways, sandbox: null, wechatPayer, sandboxWechatMp: null };
}

function required(env: PaymentEnvironment, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new PaymentConfigError(`PAYMENT_GATEWAY=live needs ${name}`);
  return value;
}

function pem(env: PaymentEnvironment, name: string): string {
  const file = required(env, name);
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new PaymentConfigError(`${name}: cannot read ${file} (${String(error)})`);
  }
}

function apiV3Key(env: PaymentEnvironment): string {
  const key = required(env, "WECHATPAY_API_V3_KEY");
  if (Buffer.byteLength(key, "utf8") !== 32) throw new PaymentConfigError("WECHATPAY_API_V3_KEY must be 32 bytes");
  return key;
}
