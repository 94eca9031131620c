import { describe, expect, it } from "vitest";
import { CONSTANTS } from "./constants";
import { MESSAGES } from "./messages";

// Spot checks that the named numbers and texts are the spec's, so a typo cannot slip in silently.
describe("CONSTANTS (spec §9)", () => {
  it("holds the request, pagination and display numbers", () => {
    expect(CONSTANTS.requestTimeoutMs).toBe(300000);
    expect(CONSTANTS.chunkLoadTimeoutMs).toBe(120000);
    expect(CONSTANTS.pageSizes).toEqual([10, 20, 30, 40, 50, 100]);
    expect([CONSTANTS.pagerCountMin, CONSTANTS.pagerCountDefault, CONSTANTS.pagerCountMax]).toEqual([5, 7, 21]);
    expect(CONSTANTS.baseZIndex).toBe(2000);
    expect(CONSTANTS.overlayDefaultPosition).toEqual({ x: 626, y: 305 });
    expect([CONSTANTS.videoWidthPx, CONSTANTS.videoHeightPx]).toEqual([360, 225]);
    expect([CONSTANTS.notificationDurationMs, CONSTANTS.messageDurationMs]).toEqual([4500, 3000]);
    expect([CONSTANTS.debounceMs, CONSTANTS.throttleMs, CONSTANTS.remoteSearchDebounceMs]).toEqual([200, 1000, 300]);
    expect(CONSTANTS.knownOrgIds).toEqual([7, 8, 9, 11, 12, 13, 18]);
  });
});

describe("MESSAGES (spec §4, §8)", () => {
  it("holds the session and error texts exactly", () => {
    expect(MESSAGES.logoutConfirm).toBe("您确定退出登录吗？");
    expect(MESSAGES.logoutCancelled).toBe("取消退出登录");
    expect(MESSAGES.logoutSuccess).toBe("登出成功");
    expect(MESSAGES.requestTimeout).toBe("请求超时，请检查网络是否连接正常");
    expect(MESSAGES.requestFailed).toBe("请求失败，请检查网络是否已连接");
    expect(MESSAGES.aiServiceError).toBe("AI服务异常，请稍后再试");
    expect(MESSAGES.noStudyPlan).toBe("暂时还没有学习方案哦~");
    expect(MESSAGES.ssoLoginError).toBe("登录异常,请重新登录");
    expect(MESSAGES.orgLoginFailed).toBe("机构登录失败");
    expect(MESSAGES.authFailed).toBe("认证失败");
    expect(MESSAGES.invalidInput).toBe("输入的数据不合法!");
    expect(MESSAGES.startTimeAbsent).toBe("暂无相关信息");
  });
});
