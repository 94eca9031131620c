import { describe, expect, it } from "vitest";
import {
  afterLoginTarget,
  isStrongPassword,
  isValid,
  safeRedirect,
  validateConfirmPassword,
  validateLoginForm,
  validateMobile,
  validateNewPassword,
  validatePasswordWithCodeForm,
  validateSmsCode,
  withRedirect,
} from "./account-form.rules";

describe("mobile number", () => {
  it("asks for a number when empty (spaces only count as empty)", () => {
    expect(validateMobile("")).toBe("请输入手机号");
    expect(validateMobile("   ")).toBe("请输入手机号");
  });
  it("accepts a mainland mobile number, trimmed", () => {
    expect(validateMobile("13800000001")).toBeNull();
    expect(validateMobile(" 19912345678 ")).toBeNull();
  });
  it.each(["1380000000", "138000000012", "12800000001", "23800000001", "1380000000a", "+8613800000001"])(
    "rejects %s",
    (value) => {
      expect(validateMobile(value)).toBe("请输入正确的11位手机号");
    },
  );
});

describe("passwords", () => {
  it("login only needs a password", () => {
    expect(validateLoginForm({ account: "13800000001", password: "" })).toEqual({
      account: null,
      password: "请输入密码",
    });
    expect(validateLoginForm({ account: "13800000001", password: "x" })).toEqual({ account: null, password: null });
  });
  it("a new password follows the server's rule: 8-20 characters with letters and digits", () => {
    expect(isStrongPassword("abcd1234")).toBe(true);
    expect(isStrongPassword("Learner#2026")).toBe(true);
    expect(isStrongPassword("abc1234")).toBe(false); // 7
    expect(isStrongPassword(`a${"1".repeat(19)}`)).toBe(true); // 20
    expect(isStrongPassword(`a${"1".repeat(20)}`)).toBe(false); // 21
    expect(isStrongPassword("abcdefgh")).toBe(false);
    expect(isStrongPassword("12345678")).toBe(false);
    expect(validateNewPassword("")).toBe("请输入密码");
    expect(validateNewPassword("12345678")).toBe("密码须为8-20位，且同时包含字母和数字");
  });
  it("the confirmation must repeat the password", () => {
    expect(validateConfirmPassword("abcd1234", "")).toBe("请再次输入密码");
    expect(validateConfirmPassword("abcd1234", "abcd12345")).toBe("两次输入的密码不一致");
    expect(validateConfirmPassword("abcd1234", "abcd1234")).toBeNull();
  });
});

describe("SMS code", () => {
  it("is six digits", () => {
    expect(validateSmsCode("")).toBe("请输入短信验证码");
    expect(validateSmsCode("12345")).toBe("验证码为6位数字");
    expect(validateSmsCode("12345a")).toBe("验证码为6位数字");
    expect(validateSmsCode(" 123456 ")).toBeNull();
  });
});

describe("register / forgot-password form", () => {
  it("reports every field at once", () => {
    const errors = validatePasswordWithCodeForm({ account: "", captcha: "", password: "", confirmation: "" });
    expect(errors).toEqual({
      account: "请输入手机号",
      captcha: "请输入短信验证码",
      password: "请输入密码",
      confirmation: "请再次输入密码",
    });
    expect(isValid(errors)).toBe(false);
  });
  it("is valid when every field is", () => {
    const errors = validatePasswordWithCodeForm({
      account: "13900000001",
      captcha: "123456",
      password: "Passw0rd2026",
      confirmation: "Passw0rd2026",
    });
    expect(isValid(errors)).toBe(true);
  });
});

describe("login redirect", () => {
  it("honours same-site paths with their query and hash", () => {
    expect(safeRedirect("/center/course-study")).toBe("/center/course-study");
    expect(safeRedirect("/course/details?id=1001")).toBe("/course/details?id=1001");
    expect(safeRedirect("/search/%E5%87%BA%E5%8F%A3#top")).toBe("/search/%E5%87%BA%E5%8F%A3#top");
  });
  it.each([
    null,
    undefined,
    "",
    "center",
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "/\\/evil.example",
    "javascript:alert(1)",
    "/home\n",
  ])("ignores %j", (raw) => {
    expect(safeRedirect(raw)).toBeNull();
    expect(afterLoginTarget(raw)).toBe("/home");
  });
  it("never sends a fresh login back to an account form", () => {
    expect(safeRedirect("/login?redirect=%2Fcenter")).toBeNull();
    expect(safeRedirect("/register")).toBeNull();
    expect(afterLoginTarget("/orgLogin?orgId=7")).toBe("/home");
  });
  it("goes to the redirect after login, /home without one", () => {
    expect(afterLoginTarget("/center")).toBe("/center");
    expect(afterLoginTarget(null)).toBe("/home");
  });
  it("carries a safe redirect to the other account pages", () => {
    expect(withRedirect("/register", "/center")).toBe("/register?redirect=%2Fcenter");
    expect(withRedirect("/login", "/center", { mode: "forget" })).toBe("/login?mode=forget&redirect=%2Fcenter");
    expect(withRedirect("/register", "https://evil.example")).toBe("/register");
  });
});
