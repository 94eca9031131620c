import type { PayFrom } from "@taxlearn/core";

/** What the page knows about the device it runs on. */
export interface DeviceHints {
  userAgent: string;
  /** the main pointer is a finger (CSS `pointer: coarse`) */
  coarsePointer: boolean;
  /** the viewport's width in CSS pixels */
  width: number;
}

// phones (not tablets' desktop-class browsers): the UA says so, as the providers' own H5 pages expect
const PHONE_UA = /iPhone|iPod|Android.+Mobile|Windows Phone|HarmonyOS.+Mobile|Mobile Safari|MQQBrowser|UCBrowser/i;
/** narrower than this with a finger for a pointer is a phone whatever its UA says (e.g. a desktop-mode request) */
const PHONE_MAX_WIDTH = 768;

/**
 * Where the learner pays (the pay call's `from`): inside WeChat's browser → `wechat` (JSAPI); a phone → `h5` (the
 * provider's own page); else `pc` (a QR to scan with a phone). A phone never gets only a QR it would have to scan
 * from its own screen.
 */
export function payFromOf({ userAgent, coarsePointer, width }: DeviceHints): PayFrom {
  if (/MicroMessenger/i.test(userAgent)) return "wechat";
  if (PHONE_UA.test(userAgent) || (coarsePointer && width < PHONE_MAX_WIDTH)) return "h5";
  return "pc";
}

/** This browser's `from`. */
export function currentPayFrom(): PayFrom {
  if (typeof window === "undefined") return "pc";
  return payFromOf({
    userAgent: window.navigator.userAgent,
    coarsePointer: window.matchMedia?.("(pointer: coarse)").matches ?? false,
    width: window.innerWidth,
  });
}
