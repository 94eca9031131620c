import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { currentLocation, loginData, renderAccountScreen, userInfoData } from "../account-test-support";
import ThirdLoginScreen from "./third-login-screen";

/** The screen under its route pattern, so that `:type` is a route parameter as in the app. */
const Screen = () => (
  <Routes>
    <Route path="thirdLogin/:type" element={<ThirdLoginScreen />} />
  </Routes>
);

describe("/thirdLogin/wechat", () => {
  it("shows the exchange under way, then signs a known learner in", async () => {
    const { calls } = renderAccountScreen(<Screen />, {
      url: "/thirdLogin/wechat?code=C&state=S",
      routes: {
        "/api/web/wechat/auth": () => ({
          data: { token: "wx-token", needBindPhone: false, bindKey: null, nickname: "微信用户" },
        }),
        "/api/userInfo": () => ({ data: userInfoData() }),
      },
    });
    expect(screen.getByRole("status").textContent).toBe("正在确认微信授权…");
    await waitFor(() => expect(currentLocation()).not.toMatch(/thirdLogin/));
    expect(localStorage.getItem("token")).toContain("wx-token");
    expect(Object.fromEntries(calls.find((call) => call.path === "/api/web/wechat/auth")!.fields)).toEqual({
      code: "C",
      state: "S",
    });
  });

  it("asks a new WeChat user to bind a phone (绑定手机号)", async () => {
    renderAccountScreen(<Screen />, {
      url: "/thirdLogin/wechat?code=C&state=S",
      routes: {
        "/api/web/wechat/auth": () => ({
          data: { token: null, needBindPhone: true, bindKey: "K", nickname: "微信用户0042" },
        }),
        "/api/auth/bindingPhone": () => ({ data: loginData() }),
      },
    });
    expect(await screen.findByRole("heading", { name: "绑定手机号" })).toBeTruthy();
    expect(screen.getByText(/微信用户0042/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "绑定并登录" })).toBeTruthy();
  });

  it("says why when declined on the phone or refused by the server, with a link back to the QR login", async () => {
    const declined = renderAccountScreen(<Screen />, { url: "/thirdLogin/wechat?state=S", routes: {} });
    expect((await screen.findByRole("alert")).textContent).toBe("您已在手机上拒绝授权，本次未登录");
    expect(screen.getByRole("link", { name: "返回登录页" }).getAttribute("href")).toBe("/login?mode=qr");
    declined.unmount();
    renderAccountScreen(<Screen />, {
      url: "/thirdLogin/wechat?code=C&state=S",
      routes: { "/api/web/wechat/auth": () => ({ status: 409, msg: "该登录请求已使用，请返回登录页重新扫码" }) },
    });
    expect(await screen.findByText("该登录请求已使用，请返回登录页重新扫码", { selector: "p" })).toBeTruthy();
  });
});
