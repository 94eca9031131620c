import { isFree } from "@taxlearn/core";

/** Why a user may watch a lecture, or that they may not. */
export type Entitlement =
  | { readonly allowed: true; readonly via: "free" | "purchase" | "vip" }
  | { readonly allowed: false };

export interface EntitlementInput {
  /** The course price as stored ("0.00" … ); spec §5: zero, "0.00" or missing is free. */
  readonly coursePrice: string | null;
  readonly purchased: boolean;
  /** The user's latest VIP membership, if any. */
  readonly vip: { readonly startAt: Date; readonly endAt: Date } | null;
  readonly now: Date;
}

/**
 * Free content for any logged-in user; paid content for buyers and for VIPs whose membership is active
 * now (started, not yet ended). Anonymous visitors never get here: the calls require a login.
 */
export function entitlementOf(input: EntitlementInput): Entitlement {
  if (isFree(input.coursePrice)) return { allowed: true, via: "free" };
  if (input.purchased) return { allowed: true, via: "purchase" };
  const { vip, now } = input;
  if (vip && vip.startAt.getTime() <= now.getTime() && now.getTime() < vip.endAt.getTime()) {
    return { allowed: true, via: "vip" };
  }
  return { allowed: false };
}
