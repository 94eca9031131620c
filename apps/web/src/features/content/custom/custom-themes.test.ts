import { describe, expect, it } from "vitest";
import { groupByTheme, themesOf } from "./custom-themes";

const files = [
  { id: 1, theme: "出口退税专题" },
  { id: 2, theme: "留抵退税专题" },
  { id: 3, theme: "出口退税专题" },
];

describe("custom file themes", () => {
  it("lists each theme once, in order of first appearance", () => {
    expect(themesOf(files)).toEqual(["出口退税专题", "留抵退税专题"]);
    expect(themesOf([])).toEqual([]);
  });

  it("groups the files of each theme", () => {
    expect(groupByTheme(files).map((group) => [group.theme, group.files.map((file) => file.id)])).toEqual([
      ["出口退税专题", [1, 3]],
      ["留抵退税专题", [2]],
    ]);
  });
});
