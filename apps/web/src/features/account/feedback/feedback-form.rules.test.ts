import { describe, expect, it } from "vitest";
import { validateFeedbackContact, validateFeedbackContent, validateFeedbackForm } from "./feedback-form.rules";

describe("feedback form", () => {
  it("needs some content of at least 10 characters (Chinese characters count one each)", () => {
    expect(validateFeedbackContent("   ")).toBe("请填写反馈内容");
    expect(validateFeedbackContent("课程很好")).toBe("反馈内容不少于10个字，请描述得具体一些");
    expect(validateFeedbackContent("希望增加更多出口退税课程")).toBeNull();
  });
  it("caps the content at 500 characters", () => {
    expect(validateFeedbackContent("税".repeat(500))).toBeNull();
    expect(validateFeedbackContent("税".repeat(501))).toBe("反馈内容不超过500个字");
  });
  it("takes an optional mobile number to call back", () => {
    expect(validateFeedbackContact("")).toBeNull();
    expect(validateFeedbackContact("13800000001")).toBeNull();
    expect(validateFeedbackContact("12345")).toBe("请输入正确的11位手机号");
  });
  it("reports both fields", () => {
    expect(validateFeedbackForm({ type: "other", content: "", contact: "1" })).toEqual({
      content: "请填写反馈内容",
      contact: "请输入正确的11位手机号",
    });
  });
});
