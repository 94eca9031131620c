import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { decodeWith } from "../shared/decode";
import { DEFAULT_ORG_CONFIG, orgChanged, orgFrame, orgLoginParams, resolveOrgConfig } from "./org.rules";
import { OrgConfig, OrgLoginParamsMissing, OrgLoginResponse } from "./org.schema";

const decodeOrgConfig = decodeWith(OrgConfig);
const decodeOrgLoginResponse = decodeWith(OrgLoginResponse);

describe("DEFAULT_ORG_CONFIG / resolveOrgConfig (spec §3 table)", () => {
  it("holds the spec's defaults", () => {
    expect(DEFAULT_ORG_CONFIG).toMatchObject({
      isShowTop: 1,
      isShowLogo: 1,
      menu: [1, 2, 3, 4, 5, 6, 7],
      defaultPage: "1",
      isShowSideBar: 1,
      isIframe: 0,
      courseMode: 2,
      caseDetailMode: 1,
      policyDetailMode: 1,
      isShowCaseDetailAd: 1,
      isShowDownload: 0,
      isShowPrint: 0,
      extendCourseMode: 1,
    });
  });
  it("fills missing and null fields and keeps given ones, including zeros", () => {
    const resolved = resolveOrgConfig({ isShowTop: 0, menu: [1, 7], logo: null, defaultPage: 3 });
    expect(resolved.isShowTop).toBe(0);
    expect(resolved.menu).toEqual([1, 7]);
    expect(resolved.logo).toBe("");
    expect(resolved.defaultPage).toBe("3");
    expect(resolved.isIframe).toBe(0);
    expect(resolveOrgConfig(undefined)).toEqual(DEFAULT_ORG_CONFIG);
    expect(resolveOrgConfig(null)).toEqual(DEFAULT_ORG_CONFIG);
  });
  it("decodes a config whose flags arrive as text", () => {
    const decoded = decodeOrgConfig({ isIframe: "1", menu: ["1", 2], defaultPage: "2" });
    expect(decoded).toEqual(Either.right({ isIframe: 1, menu: [1, 2], defaultPage: "2" }));
    expect(Either.isLeft(decodeOrgConfig({ menu: "1,2" }))).toBe(true);
  });
});

describe("decodeOrgLoginResponse (spec §3)", () => {
  it("accepts a token response and a company_id response", () => {
    expect(Either.isRight(decodeOrgLoginResponse({ token: "t", org_platform: "p", org_secret: "s" }))).toBe(true);
    expect(decodeOrgLoginResponse({ company_id: 12, org_id: "8" })).toEqual(
      Either.right({ company_id: 12, org_id: "8" }),
    );
    expect(Either.isLeft(decodeOrgLoginResponse({ token: 5 }))).toBe(true);
  });
});

describe("orgLoginParams (spec §5)", () => {
  it("needs all three params and turns spaces into plus signs", () => {
    const result = orgLoginParams({ orgId: "7", content: "a b c", secret: "x y" });
    expect(result).toEqual({ _tag: "Right", right: { orgId: "7", content: "a+b+c", secret: "x+y" } });
  });
  it("reads the first value of a repeated query param", () => {
    expect(orgLoginParams({ orgId: ["8", "9"], content: ["c"], secret: "s" })).toEqual({
      _tag: "Right",
      right: { orgId: "8", content: "c", secret: "s" },
    });
  });
  it("fails with the names of the missing params, never throws", () => {
    const result = orgLoginParams({ orgId: "7", content: "", secret: null });
    expect(result._tag).toBe("Left");
    const error = result._tag === "Left" ? result.left : undefined;
    expect(error).toBeInstanceOf(OrgLoginParamsMissing);
    expect(error?._tag).toBe("OrgLoginParamsMissing");
    expect(error?.missing).toEqual(["content", "secret"]);
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toBe("organisation login params missing: content, secret");
    expect(orgLoginParams({})._tag).toBe("Left");
    expect(orgLoginParams({ orgId: [], content: "c", secret: "s" })._tag).toBe("Left");
  });
});

describe("orgChanged (spec §4)", () => {
  it("is true only when a stored organisation differs from the requested one", () => {
    expect(orgChanged("7", "8")).toBe(true);
    expect(orgChanged(7, "7")).toBe(false);
    expect(orgChanged("7", null)).toBe(true);
    expect(orgChanged(null, "8")).toBe(false);
    expect(orgChanged(undefined, "8")).toBe(false);
    expect(orgChanged("", "8")).toBe(false);
  });
});

describe("orgFrame (spec §2, §6)", () => {
  it("shows the whole frame to learners who are not organisation users", () => {
    expect(orgFrame(false, resolveOrgConfig({ isShowTop: 0, isIframe: 1, menu: [1] }))).toEqual({
      showTopBar: true,
      showLogo: true,
      logo: null,
      showSideBar: true,
      showAi: true,
      showBackButton: false,
      centreInNewWindow: true,
      menuIds: null,
    });
  });
  it("follows the organisation's flags", () => {
    const frame = orgFrame(
      true,
      resolveOrgConfig({ isShowTop: 0, isShowLogo: 0, isShowSideBar: 0, isShowAi: 0, isIframe: 1, menu: [1, 2] }),
    );
    expect(frame).toEqual({
      showTopBar: false,
      showLogo: false,
      logo: null,
      showSideBar: false,
      showAi: false,
      showBackButton: true,
      centreInNewWindow: false,
      menuIds: [1, 2],
    });
  });
  it("uses the organisation's logo, preferring logoPc, and defaults to showing everything", () => {
    expect(orgFrame(true, resolveOrgConfig({ logo: "a.png", logoPc: "pc.png" }))).toMatchObject({
      logo: "pc.png",
      showTopBar: true,
      showBackButton: false,
      centreInNewWindow: true,
      menuIds: [1, 2, 3, 4, 5, 6, 7],
    });
    expect(orgFrame(true, resolveOrgConfig({ logo: "a.png" })).logo).toBe("a.png");
  });
});
