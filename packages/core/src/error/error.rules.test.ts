import { describe, expect, it } from "vitest";
import { CLIENT_ERROR_CODES, isUnauthorizedBody, networkErrorMessage } from "./error.rules";

describe("networkErrorMessage (spec §8)", () => {
  it("reads timeouts as 请求超时 and other failures as 请求失败", () => {
    expect(networkErrorMessage("ECONNABORTED")).toBe("请求超时，请检查网络是否连接正常");
    expect(networkErrorMessage("ETIMEDOUT")).toBe("请求超时，请检查网络是否连接正常");
    expect(networkErrorMessage("ERR_NETWORK")).toBe("请求失败，请检查网络是否已连接");
    expect(networkErrorMessage(undefined)).toBe("请求失败，请检查网络是否已连接");
  });
  it("lists the client's ten codes", () => {
    expect(CLIENT_ERROR_CODES).toHaveLength(10);
  });
});

describe("isUnauthorizedBody (spec §8)", () => {
  it("is true only for a body whose status is 401", () => {
    expect(isUnauthorizedBody({ status: 401, msg: "未登录" })).toBe(true);
    expect(isUnauthorizedBody({ status: 200 })).toBe(false);
    expect(isUnauthorizedBody({ status: "401" })).toBe(false);
    expect(isUnauthorizedBody(null)).toBe(false);
    expect(isUnauthorizedBody("401")).toBe(false);
  });
});
