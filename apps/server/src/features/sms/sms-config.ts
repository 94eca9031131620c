import { randomBytes } from "node:crypto";
import { type AliyunSmsConfig, AliyunSmsSender } from "./aliyun-sms-sender";
import { SandboxSmsSender, type SmsSender } from "./sms-sender";

export type SmsEnvironment = Readonly<Record<string, string | undefined>>;

/** A setting that makes the server refuse to start, with the reason for the operator. */
export class SmsConfigError extends Error {
  override readonly name = "SmsConfigError";
}

const MIN_SANDBOX_TOKEN_LENGTH = 16;

/**
 * SMS_GATEWAY picks the sender: unset or `sandbox` → the sandbox (codes on the console), `aliyun` → Aliyun SMS with
 * the ALIYUN_SMS_* settings. A live site (SITE_MODE=live, site-mode.ts) never starts with the sandbox: a site whose users
 * cannot receive codes, or whose codes sit in a log, must not go live by accident.
 */
export function smsSenderFromEnv(env: SmsEnvironment, production: boolean, log: (line: string) => void): SmsSender {
  const gateway = (env.SMS_GATEWAY ?? "").trim() || "sandbox";
  if (gateway === "aliyun") return new AliyunSmsSender(aliyunConfig(env));
  if (gateway !== "sandbox") throw new SmsConfigError(`SMS_GATEWAY=${gateway} is not a known gateway (aliyun)`);
  if (production) {
    throw new SmsConfigError(
      "SITE_MODE=live with the sandbox SMS sender: set SMS_GATEWAY=aliyun and the ALIYUN_SMS_* settings",
    );
  }
  const configured = env.SMS_SANDBOX_TOKEN?.trim();
  if (configured !== undefined && configured !== "" && configured.length < MIN_SANDBOX_TOKEN_LENGTH) {
    throw new SmsConfigError(`SMS_SANDBOX_TOKEN must be at least ${MIN_SANDBOX_TOKEN_LENGTH} characters`);
  }
  // a fresh token per start unless the operator fixes one (the e2e run does, to read codes)
  return new SandboxSmsSender({ log, accessToken: configured || randomBytes(18).toString("base64url") });
}

function aliyunConfig(env: SmsEnvironment): AliyunSmsConfig {
  const required = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new SmsConfigError(`SMS_GATEWAY=aliyun needs ${name}`);
    return value;
  };
  return {
    accessKeyId: required("ALIYUN_SMS_ACCESS_KEY_ID"),
    accessKeySecret: required("ALIYUN_SMS_ACCESS_KEY_SECRET"),
    signName: required("ALIYUN_SMS_SIGN_NAME"),
    templateCode: required("ALIYUN_SMS_TEMPLATE_CODE"),
    endpoint: env.ALIYUN_SMS_ENDPOINT?.trim() || "https://dysmsapi.aliyuncs.com",
  };
}
