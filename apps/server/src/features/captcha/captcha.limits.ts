/** The picture captcha (README: Login limits; docs/decisions/061). */
/** How long a picture may be answered. */
export const CAPTCHA_LIFETIME_MS = 2 * 60_000;
/** Characters in a picture; drawn from CAPTCHA_ALPHABET (no 0/O, 1/I/L look-alikes). */
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
