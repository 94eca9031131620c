/** Delivers SMS verification codes. Production plugs a real gateway in here. */
export interface SmsSender {
  send(message: { account: string; scene: string; code: string; sentAt: Date }): Promise<void>;
}

export interface OutboxEntry {
  readonly code: string;
  readonly scene: string;
  readonly sentAt: Date;
}

/**
 * The default outside production: codes are kept in memory, logged, and readable at `GET /api/dev/outbox`.
 */
export class DevOutboxSmsSender implements SmsSender {
  readonly #latest = new Map<string, OutboxEntry>();
  readonly #log: (line: string) => void;

  constructor(log: (line: string) => void = () => {}) {
    this.#log = log;
  }

  async send(message: { account: string; scene: string; code: string; sentAt: Date }): Promise<void> {
    this.#latest.set(message.account, { code: message.code, scene: message.scene, sentAt: message.sentAt });
    this.#log(`[sms outbox] ${message.account} (${message.scene}): ${message.code}`);
  }

  latest(account: string): OutboxEntry | undefined {
    return this.#latest.get(account);
  }
}

/** Production without a configured gateway: refuses loudly rather than pretending to deliver. */
export class UnconfiguredSmsSender implements SmsSender {
  async send(): Promise<void> {
    throw new Error("no SMS gateway configured: set one up in features/sms before running in production");
  }
}
