import { describe, expect, it } from "vitest";
import { groupVipRights } from "./vip-rights";

const right = (id: number, type: number) => ({ id, type, name: `权益${id}`, icon: "", description: "" });

describe("groupVipRights", () => {
  it("groups by the dictionary's types in their order, unknown types last, empty groups left out", () => {
    const groups = groupVipRights(
      [right(1, 2), right(2, 1), right(3, 9), right(4, 2)],
      [
        { label: "服务特权", value: "2", sort: 2 },
        { label: "学习特权", value: "1", sort: 1 },
        { label: "空分组", value: "3", sort: 3 },
      ],
    );
    expect(groups.map((group) => [group.label, group.rights.map((r) => r.id)])).toEqual([
      ["学习特权", [2]],
      ["服务特权", [1, 4]],
      ["其他权益", [3]],
    ]);
  });
});
