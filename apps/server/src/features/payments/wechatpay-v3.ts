import { createCipheriv, createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from "node:crypto";
import { NotificationRejected, type PaymentNotification } from "./payment-gateway";

// WeChat Pay API v3 signatures and notification encryption, as the official guide specifies
// (pay.weixin.qq.com/docs/merchant/development/interface-rules/signature-generation.html,
// …/signature-verification.html, …/certificate-callback-decryption.html).

export const WECHATPAY_AUTH_SCHEMA = "WECHATPAY2-SHA256-RSA2048";
/** Answers and notifications older (or newer) than this are refused (replay window of the guide). */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

export const nonce = () => randomBytes(16).toString("hex").toUpperCase();

const rsaSign = (message: string, privateKey: KeyObject | string) =>
  createSign("RSA-SHA256").update(message).sign(privateKey, "base64");

/** The Authorization header of a merchant request: method, path with query, timestamp, nonce, body, each + "\n". */
export function authorizationHeader(input: {
  method: string;
  pathWithQuery: string;
  body: string;
  mchId: string;
  serialNo: string;
  privateKey: KeyObject | string;
  timestamp: number;
  nonceStr: string;
}): string {
  const message = `${input.method}\n${input.pathWithQuery}\n${input.timestamp}\n${input.nonceStr}\n${input.body}\n`;
  const signature = rsaSign(message, input.privateKey);
  return (
    `${WECHATPAY_AUTH_SCHEMA} mchid="${input.mchId}",nonce_str="${input.nonceStr}",signature="${signature}",` +
    `timestamp="${input.timestamp}",serial_no="${input.serialNo}"`
  );
}

/**
 * The getBrandWCPayRequest parameters of a JSAPI payment: paySign is SHA256withRSA with the merchant key over
 * `appId\ntimeStamp\nonceStr\npackage\n` (pay.weixin.qq.com/docs/merchant/apis/jsapi-payment/jsapi-transfer-payment.html).
 */
export function jsapiParams(appId: string, prepayId: string, privateKey: KeyObject | string, timestamp: number) {
  const timeStamp = String(timestamp);
  const nonceStr = nonce();
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: "RSA" as const,
    paySign: rsaSign(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, privateKey),
  };
}

/** WeChat H5: the merchant appends where the phone returns after paying (`redirect_url`, URL-encoded) to h5_url. */
export const h5UrlWithReturn = (h5Url: string, returnUrl: string) =>
  `${h5Url}${h5Url.includes("?") ? "&" : "?"}redirect_url=${encodeURIComponent(returnUrl)}`;

/** Parses an Authorization header back into its fields (the fake provider and the sandbox check requests). */
export function parseAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith(`${WECHATPAY_AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(WECHATPAY_AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

export const verifyRequestSignature = (
  method: string,
  pathWithQuery: string,
  body: string,
  fields: Record<string, string>,
  publicKey: KeyObject | string,
): boolean =>
  createVerify("RSA-SHA256")
    .update(`${method}\n${pathWithQuery}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`)
    .verify(publicKey, fields.signature ?? "", "base64");

/** The Wechatpay-* headers the provider signs its answers and notifications with. */
export function signedHeaders(body: string, privateKey: KeyObject | string, serial: string, timestamp: number) {
  const nonceStr = nonce();
  return {
    "wechatpay-timestamp": String(timestamp),
    "wechatpay-nonce": nonceStr,
    "wechatpay-serial": serial,
    "wechatpay-signature": rsaSign(`${timestamp}\n${nonceStr}\n${body}\n`, privateKey),
    "wechatpay-signature-type": WECHATPAY_AUTH_SCHEMA,
  };
}

/**
 * Verifies an answer or notification of the provider: its serial must be the platform key's, the timestamp
 * recent, and the signature over "timestamp\nnonce\nbody\n" valid. Throws NotificationRejected otherwise.
 */
export function verifySignedHeaders(
  headers: Headers,
  body: string,
  platform: { serial: string; publicKey: KeyObject | string },
  nowSeconds: number,
): void {
  const timestamp = headers.get("wechatpay-timestamp") ?? "";
  const nonceStr = headers.get("wechatpay-nonce") ?? "";
  const signature = headers.get("wechatpay-signature") ?? "";
  const serial = headers.get("wechatpay-serial") ?? "";
  if (!timestamp || !nonceStr || !signature || !serial) throw new NotificationRejected("signature headers missing");
  if (serial !== platform.serial) throw new NotificationRejected(`unknown platform serial ${serial}`);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) {
    throw new NotificationRejected("timestamp outside the allowed window");
  }
  const valid = createVerify("RSA-SHA256")
    .update(`${timestamp}\n${nonceStr}\n${body}\n`)
    .verify(platform.publicKey, signature, "base64");
  if (!valid) throw new NotificationRejected("signature does not verify");
}

export interface EncryptedResource {
  algorithm: "AEAD_AES_256_GCM";
  ciphertext: string;
  associated_data: string;
  nonce: string;
  original_type: string;
}

/** AEAD_AES_256_GCM with the APIv3 key: base64(ciphertext ‖ 16-byte tag), 12-character nonce, associated data. */
export function encryptResource(plain: string, apiV3Key: string, originalType: string): EncryptedResource {
  const iv = randomBytes(6).toString("hex");
  const associated = originalType;
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(apiV3Key, "utf8"), Buffer.from(iv, "utf8"));
  cipher.setAAD(Buffer.from(associated, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: "AEAD_AES_256_GCM",
    ciphertext: body.toString("base64"),
    associated_data: associated,
    nonce: iv,
    original_type: originalType,
  };
}

export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== "AEAD_AES_256_GCM") throw new NotificationRejected("unknown resource algorithm");
  try {
    const data = Buffer.from(resource.ciphertext, "base64");
    const decipher = createDecipheriv(
      "aes-256-gcm",
      Buffer.from(apiV3Key, "utf8"),
      Buffer.from(resource.nonce, "utf8"),
    );
    decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    throw new NotificationRejected("resource does not decrypt");
  }
}

/** The decrypted `transaction` resource of a TRANSACTION.SUCCESS notification (and of a query answer). */
export interface WechatTransaction {
  mchid: string;
  appid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: "SUCCESS" | "REFUND" | "NOTPAY" | "CLOSED" | "REVOKED" | "USERPAYING" | "PAYERROR";
  trade_state_desc?: string;
  success_time?: string;
  amount?: { total: number; payer_total?: number; currency: string };
}

/** Reads a verified notification body: decrypts its resource and checks it is a transaction of this merchant. */
export function readTransactionNotification(
  rawBody: string,
  apiV3Key: string,
  mchId: string,
): { id: string; eventType: string; transaction: WechatTransaction } {
  let envelope: { id?: unknown; event_type?: unknown; resource?: EncryptedResource };
  try {
    envelope = JSON.parse(rawBody);
  } catch {
    throw new NotificationRejected("body is not JSON");
  }
  if (typeof envelope.id !== "string" || typeof envelope.event_type !== "string" || !envelope.resource) {
    throw new NotificationRejected("not a notification");
  }
  const transaction = JSON.parse(decryptResource(envelope.resource, apiV3Key)) as WechatTransaction;
  if (transaction.mchid !== mchId) throw new NotificationRejected(`notification for merchant ${transaction.mchid}`);
  return { id: envelope.id, eventType: envelope.event_type, transaction };
}

/** RFC 3339 with the Beijing offset, as WeChat writes times (2026-11-20T10:00:00+08:00). */
export function rfc3339Beijing(date: Date): string {
  const local = new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
  return `${local}+08:00`;
}

export function wechatNotification(id: string, eventType: string, t: WechatTransaction): PaymentNotification {
  return {
    notifyId: id,
    tradeNo: t.out_trade_no,
    paid: eventType === "TRANSACTION.SUCCESS" && t.trade_state === "SUCCESS",
    transactionId: t.transaction_id ?? "",
    amountFen: t.amount?.total ?? -1,
    paidAt: t.success_time ? new Date(t.success_time) : new Date(0),
  };
}

/** WeChat's expected answers: 204 without a body when taken; 4xx/5xx with {code: FAIL} to be retried. */
export function wechatAnswer(accepted: boolean) {
  return accepted
    ? { status: 204 as const, body: "", contentType: "application/json" }
    : {
        status: 400 as const,
        body: JSON.stringify({ code: "FAIL", message: "失败" }),
        contentType: "application/json; charset=utf-8",
      };
}
