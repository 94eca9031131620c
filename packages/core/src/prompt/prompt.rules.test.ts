import { describe, expect, it } from "vitest";
import { promptConfirmsOnEnter, validatePrompt } from "./prompt.rules";

describe("validatePrompt (spec §5)", () => {
  it("accepts anything without rules", () => {
    expect(validatePrompt("")).toBe(true);
    expect(validatePrompt(null, {})).toBe(true);
  });
  it("rejects a pattern mismatch with the default message", () => {
    expect(validatePrompt("abc", { pattern: /^\d+$/ })).toBe("输入的数据不合法!");
    expect(validatePrompt(undefined, { pattern: /^\d+$/ })).toBe("输入的数据不合法!");
    expect(validatePrompt("123", { pattern: /^\d+$/ })).toBe(true);
  });
  it("gives the same answer twice for a global pattern", () => {
    const pattern = /^\d+$/g;
    expect(validatePrompt("123", { pattern })).toBe(true);
    expect(validatePrompt("123", { pattern })).toBe(true);
  });
  it("uses the validator: false → default text, string → that string, true → valid", () => {
    expect(validatePrompt("x", { validator: () => false })).toBe("输入的数据不合法!");
    expect(validatePrompt("x", { validator: () => "请输入邮箱" })).toBe("请输入邮箱");
    expect(validatePrompt("x", { validator: () => true })).toBe(true);
  });
  it("prefers a configured error message over the default", () => {
    expect(validatePrompt("x", { validator: () => false, errorMessage: "格式错误" })).toBe("格式错误");
    expect(validatePrompt("x", { pattern: /y/, errorMessage: "格式错误" })).toBe("格式错误");
  });
  it("checks the pattern before the validator", () => {
    expect(validatePrompt("x", { pattern: /y/, validator: () => "不会出现" })).toBe("输入的数据不合法!");
  });
});

describe("promptConfirmsOnEnter (spec §5)", () => {
  it("confirms on Enter except in a text area", () => {
    expect(promptConfirmsOnEnter("text")).toBe(true);
    expect(promptConfirmsOnEnter(undefined)).toBe(true);
    expect(promptConfirmsOnEnter("textarea")).toBe(false);
  });
});
