import type { ApiResult } from "@taxlearn/api";
import { describe, expect, it } from "vitest";
import { combineRelated } from "./related-results";

const ok = (ids: number[]): ApiResult<ReadonlyArray<{ id: number }>> => ({
  status: 200,
  success: true,
  msg: "操作成功",
  data: ids.map((id) => ({ id })),
});

describe("combineRelated", () => {
  it("joins the lists in call order without repeats", () => {
    const combined = combineRelated([ok([3, 1]), ok([1, 7]), ok([])]);
    expect(combined.success && combined.data.map((item) => item.id)).toEqual([3, 1, 7]);
  });

  it("answers the first failure", () => {
    const failure = { status: 404, success: false as const, msg: "内容不存在", data: null };
    expect(combineRelated([ok([1]), failure])).toBe(failure);
  });
});
