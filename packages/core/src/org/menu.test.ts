import { describe, expect, it } from "vitest";
import { defaultPagePath, filterMenu, MAIN_MENU } from "./menu";

describe("MAIN_MENU (spec §2)", () => {
  it("lists the seven items in order with ids 1–7 and only VIP flagged", () => {
    expect(MAIN_MENU.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(MAIN_MENU.map((item) => item.path)).toEqual([
      "/home",
      "/course/list",
      "/knowledge?pT=2",
      "/policy",
      "/casebook",
      "/caimiao-custom",
      "/vip",
    ]);
    expect(MAIN_MENU.filter((item) => item.vip).map((item) => item.path)).toEqual(["/vip"]);
  });
});

describe("filterMenu (spec §2, §6)", () => {
  it("keeps only allowed ids, in menu order, accepting text ids", () => {
    expect(filterMenu(MAIN_MENU, [7, "1", 3]).map((item) => item.id)).toEqual([1, 3, 7]);
    expect(filterMenu(MAIN_MENU, [])).toEqual([]);
  });
  it("does not filter without a list", () => {
    expect(filterMenu(MAIN_MENU, undefined)).toBe(MAIN_MENU);
    expect(filterMenu(MAIN_MENU, null)).toBe(MAIN_MENU);
  });
});

describe("defaultPagePath", () => {
  it("maps '1'..'7' to the menu paths and anything else to /home", () => {
    expect(defaultPagePath("1")).toBe("/home");
    expect(defaultPagePath("3")).toBe("/knowledge?pT=2");
    expect(defaultPagePath(7)).toBe("/vip");
    expect(defaultPagePath("8")).toBe("/home");
    expect(defaultPagePath(undefined)).toBe("/home");
  });
});
