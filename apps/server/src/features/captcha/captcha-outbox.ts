/**
 * The sandbox's view of picture answers, for automated browser tests only: the server keeps the plain answer of
 * each recent captcha in memory (the database holds only a hash) and the route in captcha-outbox.route.ts gives it
 * to a request carrying the SMS sandbox token. It exists only with the sandbox SMS sender outside production
 * (create-server.ts); otherwise no answer is kept anywhere in plain.
 */
export class CaptchaOutbox {
  readonly #answers = new Map<string, string>();
  readonly #capacity: number;

  constructor(capacity = 500) {
    this.#capacity = capacity;
  }

  record(captchaId: string, answer: string): void {
    this.#answers.set(captchaId, answer);
    // oldest first: a Map iterates in insertion order
    while (this.#answers.size > this.#capacity) {
      const oldest = this.#answers.keys().next().value;
      if (oldest === undefined) break;
      this.#answers.delete(oldest);
    }
  }

  answerOf(captchaId: string): string | undefined {
    return this.#answers.get(captchaId);
  }
}
