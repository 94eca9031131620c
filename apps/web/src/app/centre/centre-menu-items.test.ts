import { ROUTES } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { CENTRE_MENU, menuPathOf } from "./centre-menu-items";

const entries = CENTRE_MENU.flatMap((item) => item.children ?? [item]);

describe("the learner-centre menu", () => {
  it("opens every route under /center once, with the route table's path and title", () => {
    const centre = ROUTES.flatMap((record) => record.children ?? []).find((record) => record.name === "center");
    const paths = new Set((centre?.children ?? []).map((record) => menuPathOf(record.path)));
    expect(paths.size).toBeGreaterThan(10);
    expect(new Set(entries.map((entry) => entry.path))).toEqual(paths);
    expect(entries).toHaveLength(paths.size);
    expect(entries.find((entry) => entry.path === "/center/order")?.title).toBe("我的订单");
  });

  it("names a group's entries without the group's word", () => {
    const collect = CENTRE_MENU.find((item) => item.id === "collect");
    expect(collect?.children?.map((entry) => entry.title)).toEqual(["课程", "政策", "案例"]);
  });
});
