import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, loginData, renderAccountScreen, userInfoData } from "../account-test-support";
import LoginScreen, { LOGIN_TABS } from "./login-screen";

const PICTURE = "data:image/svg+xml;base64,PHN2Zy8+";
const fillLabel = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });

describe("login tabs", () => {
  it("are real tabs from LOGIN_TABS, switched by click and by arrow keys", async () => {
    renderAccountScreen(<LoginScreen />, { url: "/login", routes: {} });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(LOGIN_TABS.map((tab) => tab.label));
    expect(tabs.map((tab) => tab.textContent)).toEqual(["密码登录", "验证码登录", "扫码登录"]);
    expect(screen.getByRole("tab", { name: "密码登录" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("tab", { name: "验证码登录" }));
    expect(screen.getByRole("tab", { name: "验证码登录" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toContain("未注册的手机号验证后将自动注册");
    fireEvent.keyDown(screen.getByRole("tab", { name: "验证码登录" }), { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "密码登录" }).getAttribute("aria-selected")).toBe("true");
  });

  it("?tab=code opens the code tab", () => {
    renderAccountScreen(<LoginScreen />, { url: "/login?tab=code", routes: {} });
    expect(screen.getByRole("tab", { name: "验证码登录" }).getAttribute("aria-selected")).toBe("true");
  });
});

describe("验证码登录", () => {
  it("a new number past the free code requests: picture before the code (449), the agreement, then signed in", async () => {
    let pictures = 0;
    const { calls } = renderAccountScreen(<LoginScreen />, {
      url: "/login?tab=code&redirect=/center",
      routes: {
        "/api/auth/captchaImage": () => ({
          data: { captchaId: `c${++pictures}`, image: PICTURE, expiresInSeconds: 120 },
        }),
        "/api/auth/captcha": (call) =>
          call.get("captchaId")
            ? { msg: "验证码已发送", data: { expiresInSeconds: 600, resendInSeconds: 60 } }
            : { status: 449, msg: "请输入图形验证码后再获取短信验证码" },
        "/api/app/codeLogin": (call) =>
          call.get("agreement") === "1"
            ? { msg: "注册成功，已为您登录", data: { ...loginData(), registered: true } }
            : { status: 400, msg: "该手机号尚未注册，请阅读并同意《用户服务协议》后登录", reason: "agreementRequired" },
        "/api/userInfo": () => ({ data: userInfoData() }),
      },
    });
    fillLabel(/^手机号/, "13900000001");
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect((await screen.findByRole("alert")).textContent).toBe("请输入图形验证码后再获取短信验证码");
    expect(await screen.findByRole("img", { name: "图形验证码" })).toBeTruthy();
    // an empty answer is caught before anything is sent
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("请输入图形验证码")).toBeTruthy();
    fillLabel(/^图形验证码/, "ab2c");
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("button", { name: /秒后重新获取/ })).toBeTruthy();
    const sent = calls.filter((call) => call.path === "/api/auth/captcha").at(-1)!;
    expect([sent.fields.get("captchaId"), sent.fields.get("captchaAnswer"), sent.fields.get("scene")]).toEqual([
      "c1",
      "ab2c",
      "login",
    ]);
    fillLabel(/短信验证码/, "123456");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect((await screen.findByRole("alert")).textContent).toContain("请阅读并同意《用户服务协议》");
    // the refusal's reason marks the agreement box, which is what is missing
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(currentLocation()).toBe("/center"));
    expect(localStorage.getItem("token")).toBe("token-1");
  });

  it("shows the server's refusal of a wrong code and stays", async () => {
    renderAccountScreen(<LoginScreen />, {
      url: "/login?tab=code",
      routes: { "/api/app/codeLogin": () => ({ status: 400, msg: "验证码错误或已过期" }) },
    });
    fillLabel(/^手机号/, "13800000001");
    fillLabel(/短信验证码/, "000000");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect((await screen.findByRole("alert")).textContent).toBe("验证码错误或已过期");
    expect(currentLocation()).toBe("/login?tab=code");
  });
});

describe("密码登录 with a picture", () => {
  it("shows the picture when asked (449), and a new one after a wrong answer", async () => {
    let pictures = 0;
    const { calls } = renderAccountScreen(<LoginScreen />, {
      url: "/login",
      routes: {
        "/api/auth/captchaImage": () => ({
          data: { captchaId: `c${++pictures}`, image: PICTURE, expiresInSeconds: 120 },
        }),
        "/api/app/login": (call) =>
          !call.get("captchaId")
            ? { status: 449, msg: "登录失败次数较多，请输入图形验证码" }
            : call.get("captchaAnswer") === "GOOD"
              ? { data: loginData() }
              : { status: 449, msg: "图形验证码错误，请重新输入" },
        "/api/userInfo": () => ({ data: userInfoData() }),
      },
    });
    fillLabel(/^手机号/, "13800000001");
    fillLabel(/^密码/, "Passw0rd2026");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect((await screen.findByRole("alert")).textContent).toBe("登录失败次数较多，请输入图形验证码");
    await screen.findByRole("img", { name: "图形验证码" });
    fillLabel(/^图形验证码/, "BAD1");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("图形验证码错误，已换一张，请重新输入")).toBeTruthy();
    await waitFor(() => expect(pictures).toBe(2));
    fillLabel(/^图形验证码/, "GOOD");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(currentLocation()).toBe("/home"));
    expect(
      calls
        .filter((call) => call.path === "/api/app/login")
        .at(-1)!
        .fields.get("captchaId"),
    ).toBe("c2");
  });

  it("says the picture expired when the server's reason says so, whatever the message's wording", async () => {
    let pictures = 0;
    renderAccountScreen(<LoginScreen />, {
      url: "/login",
      routes: {
        "/api/auth/captchaImage": () => ({
          data: { captchaId: `c${++pictures}`, image: PICTURE, expiresInSeconds: 120 },
        }),
        "/api/app/login": (call) =>
          !call.get("captchaId")
            ? { status: 449, msg: "登录失败次数较多，请输入图形验证码" }
            : { status: 449, msg: "请重新输入图形验证码", reason: "captchaExpired" },
        "/api/userInfo": () => ({ data: userInfoData() }),
      },
    });
    fillLabel(/^手机号/, "13800000001");
    fillLabel(/^密码/, "Passw0rd2026");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    await screen.findByRole("img", { name: "图形验证码" });
    fillLabel(/^图形验证码/, "AB2C");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("图形验证码已失效，已换一张，请重新输入")).toBeTruthy();
    await waitFor(() => expect(pictures).toBe(2));
  });
});
