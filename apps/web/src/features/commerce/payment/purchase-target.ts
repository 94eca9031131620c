import { readPositiveInt } from "../../../lib/list-params";
import type { PurchaseTarget } from "../shared/commerce-paths";

/** /vip/payment?vip=ID or ?course=ID; null when neither names a product. */
export function purchaseTargetFrom(params: URLSearchParams): PurchaseTarget | null {
  const vip = readPositiveInt(params, "vip");
  if (vip !== null) return { kind: "vip", id: vip };
  const course = readPositiveInt(params, "course");
  if (course !== null) return { kind: "course", id: course };
  return null;
}

// spec §3 create payload: an invite code is empty or 4-32 letters and digits (core InviteCodeField)
const INVITE_CODE = /^[A-Za-z0-9]{4,32}$/;

/** The invite code as typed is acceptable: empty, or 4-32 letters and digits. */
export const inviteCodeValid = (code: string): boolean => code.trim() === "" || INVITE_CODE.test(code.trim());

/** A fresh idempotency key for one purchase attempt (the create payload's uniqueId). */
export function newUniqueId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `w${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
