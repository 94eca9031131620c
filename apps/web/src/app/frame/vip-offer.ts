import { beijingDay, filterMenu, MAIN_MENU, toInstant } from "@taxlearn/core";

/** What the frame offers about membership: 开通 to a non-member, 续费 (with the end date) to a member, or nothing. */
export type VipOffer =
  | { readonly kind: "join" }
  | { readonly kind: "renew"; readonly name: string; readonly end: string };

/**
 * VIP is offered only to those who can buy it: not to an organisation's learner whose menu hides VIP (spec §6), and
 * a member is offered 续费 with the date the membership ends, never 开通. `profile` is the stored userInfo.
 */
export function vipOfferOf(
  menuIds: ReadonlyArray<number | string> | null | undefined,
  profile: Readonly<Record<string, unknown>> | null,
  now: Date,
): VipOffer | null {
  if (!filterMenu(MAIN_MENU, menuIds).some((item) => item.vip)) return null;
  const end = toInstant((profile?.vipEndTime as string | null | undefined) ?? null);
  if (profile?.isVip && end && end.getTime() > now.getTime()) {
    return { kind: "renew", name: String(profile.vipName || "VIP会员"), end: beijingDay(end) };
  }
  return { kind: "join" };
}

/** The frame's membership texts (the promotion bar; the centre panel's link). */
export const FRAME_VIP_TEXT = {
  joinPromo: "开通VIP会员，全站精品课程畅学无限",
  join: "立即开通",
  renewPromo: (name: string, end: string) => `您的${name}有效期至 ${end}`,
  renew: "续费",
} as const;
