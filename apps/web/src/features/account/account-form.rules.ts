import { type FieldError, isStrongPassword, validateMobile, validateSmsCode } from "../../lib/forms/phone-code.rules";
import { ACCOUNT_TEXT } from "./account.messages";

// the number, code and password rules are shared with the learner centre (binding a number, changing the password)
export { type FieldError, isStrongPassword, validateMobile, validateSmsCode };

/** The login form only needs some password: the server decides whether it is right. */
export const validateLoginPassword = (password: string): FieldError =>
  password === "" ? ACCOUNT_TEXT.passwordRequired : null;

export const validateNewPassword = (password: string): FieldError => {
  if (password === "") return ACCOUNT_TEXT.passwordRequired;
  return isStrongPassword(password) ? null : ACCOUNT_TEXT.passwordRule;
};

export const validateConfirmPassword = (password: string, confirmation: string): FieldError => {
  if (confirmation === "") return ACCOUNT_TEXT.confirmRequired;
  return confirmation === password ? null : ACCOUNT_TEXT.confirmMismatch;
};

export interface LoginForm {
  readonly account: string;
  readonly password: string;
}
export type LoginErrors = { readonly account: FieldError; readonly password: FieldError };

export const validateLoginForm = (form: LoginForm): LoginErrors => ({
  account: validateMobile(form.account),
  password: validateLoginPassword(form.password),
});

/** Register and forgot-password share the shape: number, SMS code, new password twice. */
export interface PasswordWithCodeForm {
  readonly account: string;
  readonly captcha: string;
  readonly password: string;
  readonly confirmation: string;
}
export type PasswordWithCodeErrors = { readonly [K in keyof PasswordWithCodeForm]: FieldError };

export const validatePasswordWithCodeForm = (form: PasswordWithCodeForm): PasswordWithCodeErrors => ({
  account: validateMobile(form.account),
  captcha: validateSmsCode(form.captcha),
  password: validateNewPassword(form.password),
  confirmation: validateConfirmPassword(form.password, form.confirmation),
});

/** True when no field of a validated form has a message. */
export const isValid = (errors: Readonly<Record<string, FieldError>>): boolean =>
  Object.values(errors).every((error) => error === null);

const SAFE_ORIGIN = "https://same-site.invalid";

/**
 * The `redirect` query of /login (spec §2: the full path of the page the user came from), or null when it must
 * not be followed. Only same-site paths are honoured: a leading "/", not "//" or "/\" (protocol-relative), no
 * control characters, and still on this site once resolved. The account pages themselves are not targets
 * (a login would only land on a form again).
 */
export const safeRedirect = (raw: string | null | undefined): string | null => {
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let resolved: URL;
  try {
    resolved = new URL(raw, SAFE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== SAFE_ORIGIN) return null;
  if (["/login", "/register", "/orgLogin"].includes(resolved.pathname)) return null;
  return resolved.pathname + resolved.search + resolved.hash;
};

/** Where a successful login or registration goes: the safe redirect, else /home. */
export const afterLoginTarget = (raw: string | null | undefined): string => safeRedirect(raw) ?? "/home";

/** A link to another account page that carries the redirect along (e.g. /register?redirect=…). */
export const withRedirect = (
  path: string,
  raw: string | null | undefined,
  extra: Record<string, string> = {},
): string => {
  const params = new URLSearchParams(extra);
  const redirect = safeRedirect(raw);
  if (redirect) params.set("redirect", redirect);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};
