import { Either } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeWith } from "../shared/decode";
import {
  clearSession,
  EMPTY_SESSION,
  isLoggedIn,
  logoutTarget,
  maskPhone,
  organisationName,
  STORAGE_KEYS,
} from "./session.rules";
import { SessionState, UserInfo, VipInfo } from "./session.schema";

const decodeSessionState = decodeWith(SessionState);
const decodeUserInfo = decodeWith(UserInfo);
const decodeVipInfo = decodeWith(VipInfo);

describe("maskPhone (spec §9: 3 leading and 4 trailing digits kept)", () => {
  it("masks an 11-digit mobile number", () => {
    expect(maskPhone("13812345678")).toBe("138****5678");
  });
  it("leaves numbers with no middle unchanged, and empties as empty", () => {
    expect(maskPhone("1381234")).toBe("1381234");
    expect(maskPhone("13812345")).toBe("138*2345");
    expect(maskPhone("")).toBe("");
    expect(maskPhone(null)).toBe("");
    expect(maskPhone(undefined)).toBe("");
  });
  it("keeps length, head and tail, and stars the rest (property)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 30 }), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked.slice(0, 3)).toBe(phone.slice(0, 3));
        expect(masked.slice(-4)).toBe(phone.slice(-4));
        expect(masked.slice(3, -4)).toMatch(/^\*+$/);
      }),
    );
  });
});

describe("organisationName", () => {
  it("reads the last organisation of the list", () => {
    expect(organisationName({ orgInfoList: [{ orgName: "甲" }, { orgName: "乙" }] })).toBe("乙");
    expect(organisationName({ orgInfoList: [] })).toBe("");
    expect(organisationName({ orgInfoList: null })).toBe("");
    expect(organisationName(undefined)).toBe("");
  });
});

describe("session models", () => {
  it("decodes user info and rejects a missing username", () => {
    expect(decodeUserInfo({ uid: 7, username: "张三", avatar: null })).toEqual(
      Either.right({ uid: 7, username: "张三", avatar: null }),
    );
    expect(Either.isLeft(decodeUserInfo({ uid: 7 }))).toBe(true);
  });
  it("decodes VIP info with and without membership", () => {
    const vip = {
      vipProductId: 4,
      vipName: "年度会员",
      vipStartTime: "2026-01-01 00:00:00",
      vipEndTime: "2026-12-31 23:59:59",
      orgInfoList: [{ orgName: "某机构" }],
    };
    expect(decodeVipInfo(vip)).toEqual(Either.right(vip));
    expect(decodeVipInfo({})).toEqual(Either.right({}));
    expect(Either.isLeft(decodeVipInfo({ orgInfoList: [{}] }))).toBe(true);
  });
});

describe("isLoggedIn and logoutTarget (spec §4)", () => {
  it("is logged in exactly when a token exists", () => {
    expect(isLoggedIn("abc")).toBe(true);
    expect(isLoggedIn("")).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
  it("goes to /home after logout unless on /vip", () => {
    expect(logoutTarget("/center/order")).toBe("/home");
    expect(logoutTarget("/home")).toBe("/home");
    expect(logoutTarget("/vip")).toBeNull();
  });
  it("decides on the pathname only: query, hash and a trailing slash do not matter", () => {
    expect(logoutTarget("/vip?orgId=7")).toBeNull();
    expect(logoutTarget("/vip#rights")).toBeNull();
    expect(logoutTarget("/vip/")).toBeNull();
    expect(logoutTarget("/vip/?orgId=7&secret=a+b")).toBeNull();
    expect(logoutTarget("/home?redirect=/vip")).toBe("/home");
    expect(logoutTarget("/")).toBe("/home");
    expect(logoutTarget("")).toBe("/home");
  });
  it("pages under /vip are not /vip", () => {
    expect(logoutTarget("/vip/payment?vip=3")).toBe("/home");
    expect(logoutTarget("/vip/placeOrder")).toBe("/home");
    expect(logoutTarget("/vipx")).toBe("/home");
    expect(logoutTarget("/VIP")).toBe("/home");
  });
});

describe("session state (spec §3)", () => {
  it("clears token, username and organisation data together, keeping the unread count", () => {
    const state = {
      token: "t",
      username: "张三",
      msgNum: 3,
      isOrgLogin: true,
      orgInfo: { orgId: 7 },
      isYunHeOrg: true,
    };
    expect(clearSession(state)).toEqual({ ...EMPTY_SESSION, msgNum: 3 });
    expect(isLoggedIn(clearSession(state).token)).toBe(false);
  });
  it("decodes a stored session and rejects a broken one", () => {
    expect(decodeSessionState(EMPTY_SESSION)).toEqual(Either.right(EMPTY_SESSION));
    expect(Either.isLeft(decodeSessionState({ ...EMPTY_SESSION, isOrgLogin: "1" }))).toBe(true);
  });
  it("names a distinct storage key for each stored item", () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(STORAGE_KEYS.companyId).toBe("company_id");
    expect(STORAGE_KEYS.orgIdOfCompany).toBe("org_id");
  });
});
