import { describe, expect, it } from "vitest";
import { payFromOf } from "./pay-from";

const desktop = { coarsePointer: false, width: 1366 };
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const WECHAT = `${IPHONE} MicroMessenger/8.0.49(0x18003130) NetType/WIFI Language/zh_CN`;
const CHROME_DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

describe("payFromOf", () => {
  it("inside WeChat pays in WeChat's wallet, on a phone or on WeChat for desktop", () => {
    expect(payFromOf({ userAgent: WECHAT, coarsePointer: true, width: 375 })).toBe("wechat");
    expect(payFromOf({ userAgent: `${CHROME_DESKTOP} MicroMessenger/3.9 WindowsWechat`, ...desktop })).toBe("wechat");
  });

  it("a phone opens the provider's page, never only a QR", () => {
    expect(payFromOf({ userAgent: IPHONE, coarsePointer: true, width: 375 })).toBe("h5");
    expect(payFromOf({ userAgent: ANDROID, coarsePointer: true, width: 412 })).toBe("h5");
    // a phone asking for the desktop site still has a narrow touch screen
    expect(payFromOf({ userAgent: CHROME_DESKTOP, coarsePointer: true, width: 390 })).toBe("h5");
  });

  it("a desktop (or a wide touch screen) gets the QR", () => {
    expect(payFromOf({ userAgent: CHROME_DESKTOP, ...desktop })).toBe("pc");
    expect(payFromOf({ userAgent: CHROME_DESKTOP, coarsePointer: true, width: 1024 })).toBe("pc");
    expect(payFromOf({ userAgent: CHROME_DESKTOP, coarsePointer: false, width: 375 })).toBe("pc");
  });
});
