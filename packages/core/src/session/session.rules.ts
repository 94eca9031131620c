import { CONSTANTS } from "../constants";
import type { VipInfo } from "./session.schema";

/**
 * spec §2, §9: keep the first 3 and last 4 characters, every one between becomes `*`.
 * Numbers too short to have a middle are returned unchanged.
 */
export const maskPhone = (phone: string | null | undefined): string => {
  const value = phone ?? "";
  const head = CONSTANTS.phoneMaskHead;
  const tail = CONSTANTS.phoneMaskTail;
  if (value.length <= head + tail) return value;
  return value.slice(0, head) + "*".repeat(value.length - head - tail) + value.slice(value.length - tail);
};

/** spec §2 learner-centre panel: the organisation name is the last entry of the list. */
export const organisationName = (vip: VipInfo | null | undefined): string => {
  const list = vip?.orgInfoList ?? [];
  return list.at(-1)?.orgName ?? "";
};
