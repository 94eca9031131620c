import { parseMinutesPerHour } from "@taxlearn/core";
import { CREDITS_MESSAGES } from "./credits.messages";

/** A study-hour setting the server cannot start with. */
export class CreditConfigError extends Error {
  override readonly name = "CreditConfigError";
}

/** The study-hour settings of a server. */
export interface CreditSettings {
  /** Minutes of study one 学时 stands for (CREDIT_MINUTES_PER_HOUR, default 45). */
  readonly minutesPerHour: number;
}

/**
 * CREDIT_MINUTES_PER_HOUR: a whole number of minutes, 1 to 600; unset is the default 45. Anything else stops the
 * start (CreditConfigError): a typo must not quietly change everyone's hours and certificates.
 */
export function creditSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): CreditSettings {
  const raw = env.CREDIT_MINUTES_PER_HOUR;
  const minutesPerHour = parseMinutesPerHour(raw);
  if (minutesPerHour === null) throw new CreditConfigError(CREDITS_MESSAGES.badMinutesPerHour(raw ?? ""));
  return { minutesPerHour };
}
