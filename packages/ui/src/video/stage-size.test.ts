import { describe, expect, it } from "vitest";
import { fittedStageStyle } from "./stage-size";

describe("fittedStageStyle", () => {
  it("keeps a pixel size as the most and its aspect ratio when narrower", () => {
    expect(fittedStageStyle("848px", "477px")).toEqual({
      width: 848,
      maxWidth: "100%",
      height: "auto",
      aspectRatio: "848 / 477",
    });
    expect(fittedStageStyle(360, " 225px ")).toEqual({
      width: 360,
      maxWidth: "100%",
      height: "auto",
      aspectRatio: "360 / 225",
    });
  });

  it("uses other lengths as given", () => {
    expect(fittedStageStyle("100%", "225px")).toEqual({ width: "100%", height: "225px" });
    expect(fittedStageStyle(640, "auto")).toEqual({ width: 640, height: "auto" });
    expect(fittedStageStyle("0px", 0)).toEqual({ width: "0px", height: 0 });
    expect(fittedStageStyle(undefined, "225px")).toEqual({ width: undefined, height: "225px" });
  });
});
