import RPCClient from "@alicloud/pop-core";
import { SmsDeliveryError, type SmsMessage, type SmsSender } from "./sms-sender";

/** What a real Aliyun SMS (dysmsapi) account needs; all from the environment (sms-config.ts). */
export interface AliyunSmsConfig {
  readonly accessKeyId: string;
  readonly accessKeySecret: string;
  /** The approved signature (短信签名) shown in front of every message. */
  readonly signName: string;
  /** An approved template whose one variable is `${code}`. */
  readonly templateCode: string;
  /** https://dysmsapi.aliyuncs.com unless overridden (a regional endpoint, or a test double on loopback). */
  readonly endpoint: string;
}

interface SendSmsResponse {
  readonly Code?: string;
  readonly Message?: string;
  readonly BizId?: string;
}

/**
 * Aliyun's SendSms call (API version 2017-05-25) through its official RPC client, which signs each request
 * (HMAC-SHA1 over the canonical query, as the gateway checks).
 */
export class AliyunSmsSender implements SmsSender {
  readonly kind = "gateway";
  readonly #client: RPCClient;
  readonly #config: AliyunSmsConfig;

  constructor(config: AliyunSmsConfig) {
    this.#config = config;
    this.#client = new RPCClient({
      endpoint: config.endpoint,
      apiVersion: "2017-05-25",
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
    });
  }

  async send(message: SmsMessage): Promise<void> {
    let response: SendSmsResponse;
    try {
      response = await this.#client.request<SendSmsResponse>(
        "SendSms",
        {
          PhoneNumbers: message.account,
          SignName: this.#config.signName,
          TemplateCode: this.#config.templateCode,
          TemplateParam: JSON.stringify({ code: message.code }),
        },
        { method: "POST", timeout: 10_000 },
      );
    } catch (error) {
      throw new SmsDeliveryError(`SendSms failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.Code !== "OK") {
      throw new SmsDeliveryError(`SendSms refused: ${response.Code ?? "?"} ${response.Message ?? ""}`.trim());
    }
  }
}
