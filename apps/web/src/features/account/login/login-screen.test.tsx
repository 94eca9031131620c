import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, loginData, renderAccountScreen, userInfoData } from "../account-test-support";
import LoginScreen from "./login-screen";

const fill = (placeholder: RegExp, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "登录" }));

const loginRoutes = (outcome: { status?: number; msg?: string } = {}) => ({
  "/api/app/login": () => (outcome.status ? outcome : { data: loginData() }),
  "/api/userInfo": () => ({ data: userInfoData() }),
});

describe("login screen", () => {
  it("checks the fields before sending anything", async () => {
    const { calls } = renderAccountScreen(<LoginScreen />, { url: "/login", routes: loginRoutes() });
    submit();
    expect(await screen.findByText("请输入手机号")).toBeTruthy();
    expect(screen.getByText("请输入密码")).toBeTruthy();
    fill(/手机号/, "1380000");
    submit();
    expect(await screen.findByText("请输入正确的11位手机号")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/app/login")).toHaveLength(0);
  });

  it("shows the server's message when the password is wrong, and stays", async () => {
    renderAccountScreen(<LoginScreen />, {
      url: "/login",
      routes: loginRoutes({ status: 400, msg: "账号或密码错误" }),
    });
    fill(/手机号/, "13800000001");
    fill(/密码/, "wrong-password1");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("账号或密码错误");
    expect(currentLocation()).toBe("/login");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("shows the server's message for an address with too many failures (429), with no code field", async () => {
    renderAccountScreen(<LoginScreen />, {
      url: "/login",
      routes: loginRoutes({ status: 429, msg: "该网络登录失败次数过多，请15分钟后再试" }),
    });
    fill(/手机号/, "13800000001");
    fill(/密码/, "wrong-password1");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("该网络登录失败次数过多，请15分钟后再试");
    expect(screen.queryByPlaceholderText(/验证码/)).toBeNull();
  });

  it("asks for an SMS code of scene login when the server needs one (428), then logs in with it", async () => {
    let needCode = true;
    const { calls } = renderAccountScreen(<LoginScreen />, {
      url: "/login",
      routes: {
        "/api/app/login": () =>
          needCode ? { status: 428, msg: "该账号登录失败次数较多，请获取短信验证码后登录" } : { data: loginData() },
        "/api/auth/captcha": () => ({ msg: "验证码已发送", data: { expiresInSeconds: 600, resendInSeconds: 60 } }),
        "/api/userInfo": () => ({ data: userInfoData() }),
      },
    });
    fill(/手机号/, "13800000001");
    fill(/密码/, "Passw0rd2026");
    expect(screen.queryByPlaceholderText(/验证码/)).toBeNull();
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("该账号登录失败次数较多，请获取短信验证码后登录");
    // the code is checked before anything is sent again
    submit();
    expect(await screen.findByText("请输入短信验证码")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/app/login")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("button", { name: /秒后重新获取/ })).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/auth/captcha")?.fields.get("scene")).toBe("login");
    needCode = false;
    fill(/验证码/, "654321");
    submit();
    await waitFor(() => expect(currentLocation()).toBe("/home"));
    const logins = calls.filter((call) => call.path === "/api/app/login");
    expect(logins).toHaveLength(2);
    expect(logins[0]?.fields.has("captcha")).toBe(false);
    expect(logins[1]?.fields.get("captcha")).toBe("654321");
  });

  it("signs in and returns to the redirect", async () => {
    const { calls } = renderAccountScreen(<LoginScreen />, {
      url: `/login?redirect=${encodeURIComponent("/center/course-study?tab=2")}`,
      routes: loginRoutes(),
    });
    fill(/手机号/, " 13900000001 ");
    fill(/密码/, "Passw0rd2026");
    submit();
    await waitFor(() => expect(currentLocation()).toBe("/center/course-study?tab=2"));
    const login = calls.find((call) => call.path === "/api/app/login");
    expect(login?.fields.get("account")).toBe("13900000001");
    expect(login?.fields.get("password")).toBe("Passw0rd2026");
    expect(localStorage.getItem("token")).toBe("token-1");
  });

  it("goes to /home without a redirect, and ignores one to another site", async () => {
    renderAccountScreen(<LoginScreen />, {
      url: `/login?redirect=${encodeURIComponent("//evil.example/phish")}`,
      routes: loginRoutes(),
    });
    fill(/手机号/, "13900000001");
    fill(/密码/, "Passw0rd2026");
    submit();
    await waitFor(() => expect(currentLocation()).toBe("/home"));
  });

  it("links to registration and to the forgot-password mode, keeping the redirect", () => {
    renderAccountScreen(<LoginScreen />, { url: "/login?redirect=%2Fai", routes: loginRoutes() });
    expect(screen.getByRole("link", { name: "立即注册" }).getAttribute("href")).toBe("/register?redirect=%2Fai");
    expect(screen.getByRole("link", { name: "忘记密码？" }).getAttribute("href")).toBe(
      "/login?mode=forget&redirect=%2Fai",
    );
  });
});

describe("forgot password (/login?mode=forget)", () => {
  it("sends a code for a registered number and sets a new password, then returns to login", async () => {
    const { calls } = renderAccountScreen(<LoginScreen />, {
      url: "/login?mode=forget&redirect=%2Fai",
      routes: {
        "/api/auth/captcha": () => ({ msg: "验证码已发送", data: { expiresInSeconds: 600, resendInSeconds: 60 } }),
        "/api/forget/password": () => ({ msg: "密码已重置，请重新登录" }),
      },
    });
    expect(screen.getByRole("heading", { name: "找回密码" })).toBeTruthy();
    fill(/手机号/, "13800000001");
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("button", { name: /秒后重新获取/ })).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/auth/captcha")?.fields.get("scene")).toBe("forget");
    fill(/验证码/, "123456");
    fill(/8-20位密码/, "Newpass2026");
    fill(/再次输入密码/, "Newpass2026");
    fireEvent.click(screen.getByRole("button", { name: "重置密码" }));
    await waitFor(() => expect(currentLocation()).toBe("/login?redirect=%2Fai"));
    expect(await screen.findByText("密码已重置，请重新登录")).toBeTruthy();
    const reset = calls.find((call) => call.path === "/api/forget/password");
    expect(reset?.fields.get("captcha")).toBe("123456");
    expect(reset?.fields.get("password")).toBe("Newpass2026");
  });

  it("shows the server's message for an unknown number", async () => {
    renderAccountScreen(<LoginScreen />, {
      url: "/login?mode=forget",
      routes: { "/api/auth/captcha": () => ({ status: 404, msg: "该手机号尚未注册" }) },
    });
    fill(/手机号/, "13912345678");
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect((await screen.findByRole("alert")).textContent).toBe("该手机号尚未注册");
    expect(screen.getByRole("button", { name: "获取验证码" })).toBeTruthy();
  });
});
