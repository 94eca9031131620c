import { describe, expect, it } from "vitest";
import { clickTarget } from "./tracking";

describe("click tracking target", () => {
  it("reports the link or button around the clicked element, with its visible label", () => {
    document.body.innerHTML =
      '<a href="/policy"><span id="inner">  政策\n 解读 </span></a><button aria-label="搜索"><svg id="icon"></svg></button><p id="plain">正文</p>';
    expect(clickTarget(document.getElementById("inner"))).toEqual({ label: "政策 解读", href: "/policy" });
    expect(clickTarget(document.getElementById("icon"))).toEqual({ label: "搜索", href: null });
    expect(clickTarget(document.getElementById("plain"))).toBeNull();
    expect(clickTarget(null)).toBeNull();
  });

  it("prefers an explicit data-track name", () => {
    document.body.innerHTML = '<div data-track="首页轮播"><img id="img" alt="" /></div>';
    expect(clickTarget(document.getElementById("img"))).toEqual({ label: "首页轮播", href: null });
  });
});
