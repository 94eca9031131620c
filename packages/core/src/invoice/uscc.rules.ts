// 统一社会信用代码 (unified social credit code), GB 32100-2015: 18 characters from a 31-character alphabet
// (digits and capitals without I, O, Z, S, V). Positions 3-8 are the administrative division code (digits);
// position 18 is a check character over the first 17 (GB 32100-2015 §4.3, weights 3^(i-1) mod 31).

/** The code's alphabet; a character's value is its index. */
export const USCC_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";

/** Weights of positions 1..17: 3^(i-1) mod 31. */
export const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

const BODY = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{9}$/;

/** The check character of the first 17 characters, or null when they are not a well-formed code body. */
export function usccCheckCharacter(body: string): string | null {
  if (!BODY.test(body)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_ALPHABET.indexOf(body[i]!) * USCC_WEIGHTS[i]!;
  return USCC_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Whether `code` is exactly a valid code (18 characters, upper case, the right check character). */
export const isValidUscc = (code: string): boolean =>
  code.length === 18 && usccCheckCharacter(code.slice(0, 17)) === code[17];

/** What a learner typed, as the code is compared: spaces removed, letters upper case. */
export const normalizeUscc = (raw: string): string => raw.replace(/\s+/g, "").toUpperCase();
