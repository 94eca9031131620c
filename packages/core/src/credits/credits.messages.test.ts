import { describe, expect, it } from "vitest";
import { CREDIT_MESSAGES } from "./credits.messages";

describe("CREDIT_MESSAGES", () => {
  it("writes what is missing with one decimal", () => {
    expect(CREDIT_MESSAGES.requirementMissing(7.2)).toBe("距本年度学时要求还差7.2学时");
    expect(CREDIT_MESSAGES.categoryMissing("公需科目", 17)).toBe("公需科目还差17.0学时");
    expect(CREDIT_MESSAGES.lecturesMissing(2)).toBe("还有2讲未观看满90%");
  });
});
