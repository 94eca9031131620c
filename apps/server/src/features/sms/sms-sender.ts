/** One SMS verification code on its way to a phone. */
export interface SmsMessage {
  readonly account: string;
  readonly scene: string;
  readonly code: string;
  readonly sentAt: Date;
}

/** Delivers SMS verification codes: the sandbox below, or a real gateway (aliyun-sms-sender.ts). */
export interface SmsSender {
  /** "sandbox" never reaches a phone; production refuses to start with it (sms-config.ts). */
  readonly kind: "sandbox" | "gateway";
  send(message: SmsMessage): Promise<void>;
}

/** The gateway refused or could not be reached: the code was not delivered (the caller takes it back). */
export class SmsDeliveryError extends Error {
  override readonly name = "SmsDeliveryError";
}

export interface OutboxEntry {
  readonly code: string;
  readonly scene: string;
  readonly sentAt: Date;
}

/**
 * The default outside production: no SMS leaves the machine. Each code reaches only the person running the
 * server: one console line per code (with the phone), and, for automated tests, the outbox route, which answers
 * only a request carrying the sandbox token printed at start (sandbox-outbox.route.ts). No unauthenticated
 * request can read a code, whatever its address: behind a reverse proxy every request comes from loopback.
 */
export class SandboxSmsSender implements SmsSender {
  readonly kind = "sandbox";
  /** What the outbox route requires in `x-sms-sandbox-token`; null: the route is not mounted at all. */
  readonly accessToken: string | null;
  readonly #latest = new Map<string, OutboxEntry>();
  readonly #log: (line: string) => void;

  constructor(options: { log?: (line: string) => void; accessToken?: string | null } = {}) {
    this.#log = options.log ?? (() => {});
    this.accessToken = options.accessToken ?? null;
  }

  async send(message: SmsMessage): Promise<void> {
    this.#latest.set(message.account, { code: message.code, scene: message.scene, sentAt: message.sentAt });
    this.#log(`[sms sandbox] ${message.account} (${message.scene}): ${message.code}`);
  }

  latest(account: string): OutboxEntry | undefined {
    return this.#latest.get(account);
  }
}
