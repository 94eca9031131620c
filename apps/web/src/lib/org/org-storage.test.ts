import { DEFAULT_ORG_CONFIG, STORAGE_KEYS } from "@taxlearn/core";
import { beforeEach, describe, expect, it } from "vitest";
import { ORG_CONFIG_KEY, readOrgState, writeOrgConfig } from "./org-storage";

describe("organisation state from storage (spec §6)", () => {
  beforeEach(() => localStorage.clear());

  it("a visitor gets the site's defaults and the full frame", () => {
    const state = readOrgState(localStorage);
    expect(state.isOrgLogin).toBe(false);
    expect(state.config).toEqual(DEFAULT_ORG_CONFIG);
    expect(state.frame).toMatchObject({
      showTopBar: true,
      showBackButton: false,
      centreInNewWindow: true,
      menuIds: null,
    });
  });

  it("an embedded organisation login hides what its config hides", () => {
    localStorage.setItem(STORAGE_KEYS.token, "t");
    localStorage.setItem(STORAGE_KEYS.isOrgLogin, "1");
    writeOrgConfig(localStorage, { isShowTop: 0, isIframe: 1, menu: [1, 2], isShowAi: 0 }, "/logo-pc.svg");
    const state = readOrgState(localStorage);
    expect(state.frame).toEqual({
      showTopBar: false,
      showLogo: true,
      logo: "/logo-pc.svg",
      showSideBar: true,
      showAi: false,
      showBackButton: true,
      centreInNewWindow: false,
      menuIds: [1, 2],
    });
    expect(localStorage.getItem(STORAGE_KEYS.logoUrl)).toBe("/logo-pc.svg");
  });

  it("an org flag without a token is not an org login (after a 401 or logout)", () => {
    localStorage.setItem(STORAGE_KEYS.isOrgLogin, "1");
    writeOrgConfig(localStorage, { isShowTop: 0 }, null);
    expect(readOrgState(localStorage).frame.showTopBar).toBe(true);
  });

  it("a corrupted stored config falls back to the defaults", () => {
    localStorage.setItem(STORAGE_KEYS.token, "t");
    localStorage.setItem(STORAGE_KEYS.isOrgLogin, "1");
    localStorage.setItem(ORG_CONFIG_KEY, "{oops");
    expect(readOrgState(localStorage).config).toEqual(DEFAULT_ORG_CONFIG);
  });
});
