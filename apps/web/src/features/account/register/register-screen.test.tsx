import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, loginData, renderAccountScreen, userInfoData } from "../account-test-support";
import RegisterScreen from "./register-screen";

const fill = (placeholder: RegExp, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "注册并登录" }));

const routes = (register: () => { status?: number; msg?: string; data?: unknown } = () => ({ data: loginData() })) => ({
  "/api/auth/captcha": () => ({ msg: "验证码已发送", data: { expiresInSeconds: 600, resendInSeconds: 60 } }),
  "/api/register": register,
  "/api/userInfo": () => ({ data: userInfoData() }),
});

describe("register screen", () => {
  it("shows every field's Chinese message and the agreement before sending anything", async () => {
    const { calls } = renderAccountScreen(<RegisterScreen />, { url: "/register", routes: routes() });
    submit();
    expect(await screen.findByText("请输入手机号")).toBeTruthy();
    expect(screen.getByText("请输入短信验证码")).toBeTruthy();
    expect(screen.getByText("请输入密码")).toBeTruthy();
    expect(screen.getByText("请再次输入密码")).toBeTruthy();
    expect(screen.getByText("请阅读并同意《用户服务协议》")).toBeTruthy();
    fill(/手机号/, "13900000001");
    fill(/验证码/, "12a");
    fill(/8-20位密码/, "12345678");
    fill(/再次输入密码/, "12345679");
    submit();
    expect(await screen.findByText("验证码为6位数字")).toBeTruthy();
    // the server's strength rule replaces the hint under the password
    expect(screen.getAllByText("密码须为8-20位，且同时包含字母和数字")[0]?.getAttribute("role")).toBe("alert");
    expect(screen.getByText("两次输入的密码不一致")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("asks for a valid number before sending a code, then counts down 60 s", async () => {
    const { calls } = renderAccountScreen(<RegisterScreen />, { url: "/register", routes: routes() });
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("请输入手机号")).toBeTruthy();
    expect(calls).toHaveLength(0);
    fill(/手机号/, "13900000001");
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    const countdown = await screen.findByRole("button", { name: "60秒后重新获取" });
    expect(countdown.hasAttribute("disabled")).toBe(true);
    const sent = calls.find((call) => call.path === "/api/auth/captcha");
    expect(sent?.fields.get("account")).toBe("13900000001");
    expect(sent?.fields.get("scene")).toBe("register");
  });

  it("a code needs the picture (449), and the server's answer is shown: whether an SMS comes depends on the number", async () => {
    let pictures = 0;
    const { calls } = renderAccountScreen(<RegisterScreen />, {
      url: "/register",
      routes: {
        ...routes(),
        "/api/auth/captchaImage": () => ({
          data: { captchaId: `c${++pictures}`, image: "data:image/svg+xml;base64,PHN2Zy8+", expiresInSeconds: 120 },
        }),
        "/api/auth/captcha": (call) =>
          call.get("captchaId")
            ? {
                msg: "如该手机号尚未注册，验证码已发送，请注意查收",
                data: { expiresInSeconds: 600, resendInSeconds: 60 },
              }
            : { status: 449, msg: "请输入图形验证码后再获取短信验证码" },
      },
    });
    fill(/手机号/, "13900000001");
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect((await screen.findByRole("alert")).textContent).toBe("请输入图形验证码后再获取短信验证码");
    expect(await screen.findByRole("img", { name: "图形验证码" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^图形验证码/, { selector: "input" }), { target: { value: "ab2c" } });
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("如该手机号尚未注册，验证码已发送，请注意查收")).toBeTruthy();
    expect(screen.queryByText("验证码已发送，请注意查收短信")).toBeNull();
    const sent = calls.filter((call) => call.path === "/api/auth/captcha").at(-1)!;
    expect([sent.fields.get("captchaId"), sent.fields.get("captchaAnswer"), sent.fields.get("scene")]).toEqual([
      "c1",
      "ab2c",
      "register",
    ]);
  });

  it("registers, signs in and goes to the redirect", async () => {
    const { calls } = renderAccountScreen(<RegisterScreen />, { url: "/register?redirect=%2Fvip", routes: routes() });
    fill(/手机号/, "13900000001");
    fill(/验证码/, "654321");
    fill(/8-20位密码/, "Passw0rd2026");
    fill(/再次输入密码/, "Passw0rd2026");
    fireEvent.click(screen.getByRole("checkbox"));
    submit();
    await waitFor(() => expect(currentLocation()).toBe("/vip"));
    const register = calls.find((call) => call.path === "/api/register");
    expect(Object.fromEntries(register?.fields ?? [])).toEqual({
      account: "13900000001",
      captcha: "654321",
      password: "Passw0rd2026",
    });
    expect(localStorage.getItem("token")).toBe("token-1");
  });

  it("shows the server's message when the code is wrong", async () => {
    renderAccountScreen(<RegisterScreen />, {
      url: "/register",
      routes: routes(() => ({ status: 400, msg: "验证码错误或已过期" })),
    });
    fill(/手机号/, "13900000001");
    fill(/验证码/, "000000");
    fill(/8-20位密码/, "Passw0rd2026");
    fill(/再次输入密码/, "Passw0rd2026");
    fireEvent.click(screen.getByRole("checkbox"));
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("验证码错误或已过期");
    expect(currentLocation()).toBe("/register");
  });
});
