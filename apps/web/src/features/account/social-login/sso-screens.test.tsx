import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, loginData, renderAccountScreen, userInfoData } from "../account-test-support";
import DdLoginScreen from "./dd-login-screen";
import OrgAuthScreen from "./org-auth-screen";

const orgInfo = {
  orgId: 12,
  orgName: "测试机构",
  platformCode: "ORG12",
  isYunHeOrg: true,
  isShowLogo: 1,
  logo: "",
  menu: [1, 2, 3],
  isIframe: 0,
  isShowTop: 1,
  isShowSideBar: 1,
  isShowAi: 1,
  defaultPage: "2",
};
const orgLogin = () => ({ ...loginData("org-token"), orgId: 12, orgName: "测试机构", orgPlatform: "ORG12" });
const orgRoutes = {
  "/api/org/config": () => ({ data: { config: { menu: [1, 2, 3], defaultPage: "2" }, logoPc: "" } }),
  "/api/org/info": () => ({ data: orgInfo }),
  "/api/userInfo": () => ({ data: userInfoData() }),
};

/** spec §3, §4: what an organisation login leaves in the browser. */
async function expectOrganisationLogin() {
  await waitFor(() => expect(localStorage.getItem("orgInfo")).toContain('"orgId":12'));
  expect(localStorage.getItem("token")).toContain("org-token");
  expect(localStorage.getItem("orgId")).toContain("12");
  expect(localStorage.getItem("isOrgLogin")).toMatch(/true|1/);
  expect(localStorage.getItem("orgSymbol")).toContain("ORG12");
  expect(localStorage.getItem("isYunHeOrg")).toMatch(/true|1/);
}

describe("/ddLogin", () => {
  it("shows the sign-in under way, then stores an organisation login and opens the organisation's default page", async () => {
    const { calls } = renderAccountScreen(<DdLoginScreen />, {
      url: "/ddLogin?orgId=12&code=AUTH",
      routes: {
        ...orgRoutes,
        "/api/auth/getDDUserToken": () => ({ data: { accessToken: "AT", expiresInSeconds: 300 } }),
        "/api/auth/getDDLoginUserInfo": () => ({ data: orgLogin() }),
      },
    });
    expect(screen.getByRole("status").textContent).toBe("正在通过钉钉登录…");
    await expectOrganisationLogin();
    await waitFor(() => expect(currentLocation()).not.toMatch(/ddLogin/));
    expect(calls.find((call) => call.path === "/api/auth/getDDUserToken")?.fields.get("orgId")).toBe("12");
    expect(localStorage.getItem("accesstoken")).toBeNull();
  });

  it("a failed sign-on says 登录异常,请重新登录, clears the tokens and goes home", async () => {
    localStorage.setItem("token", JSON.stringify("old"));
    renderAccountScreen(<DdLoginScreen />, {
      url: "/ddLogin?orgId=12&code=forged",
      routes: { "/api/auth/getDDUserToken": () => ({ status: 400, msg: "钉钉免登码无效或已使用" }) },
    });
    // the panel (and the toast) say it
    expect(await screen.findByText("登录异常,请重新登录", { selector: "p[role=alert]" })).toBeTruthy();
    // the tokens are cleared and the way home taken after the message shows (later on a loaded machine)
    await waitFor(() => expect(currentLocation()).toBe("/home"));
    expect(localStorage.getItem("token")).toBeNull();
    expect(screen.getByRole("link", { name: "个人账号登录" }).getAttribute("href")).toBe("/login");
  });

  it("a refused second step (a DingTalk identity bound to an operator's account) shows the server's reason", async () => {
    const reason = "该钉钉账号关联的是平台工作人员账号，不能通过钉钉登录，请使用手机号登录";
    renderAccountScreen(<DdLoginScreen />, {
      url: "/ddLogin?orgId=12&code=AUTH",
      routes: {
        "/api/auth/getDDUserToken": () => ({ data: { accessToken: "AT", expiresInSeconds: 300 } }),
        "/api/auth/getDDLoginUserInfo": () => ({ status: 403, msg: reason }),
      },
    });
    expect(await screen.findByText(reason, { selector: "p[role=alert]" })).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe("/home"));
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("accesstoken")).toBeNull();
  });
});

describe("/orgAuth", () => {
  it("exchanges the organisation's code and stores an organisation login", async () => {
    const { calls } = renderAccountScreen(<OrgAuthScreen />, {
      url: "/orgAuth?orgId=12&code=C&state=S",
      routes: { ...orgRoutes, "/api/org/auth2": () => ({ data: orgLogin() }) },
    });
    expect(screen.getByRole("status").textContent).toBe("正在确认机构授权…");
    await expectOrganisationLogin();
    const exchange = calls.find((call) => call.path === "/api/org/auth2");
    expect(Object.fromEntries(exchange!.fields)).toMatchObject({ orgId: "12", code: "C", state: "S" });
    await waitFor(() => expect(currentLocation()).not.toMatch(/orgAuth/));
  });

  it("says the learner declined, names a refused exchange and a link without organisation, and stores nothing", async () => {
    const declined = renderAccountScreen(<OrgAuthScreen />, {
      url: "/orgAuth?orgId=12&error=access_denied&state=S",
      routes: {},
    });
    expect((await screen.findByRole("alert")).textContent).toBe("您已取消机构授权，未登录");
    declined.unmount();
    const refused = renderAccountScreen(<OrgAuthScreen />, {
      url: "/orgAuth?orgId=12&code=C&state=S",
      routes: { "/api/org/auth2": () => ({ status: 403, msg: "登录请求与当前浏览器不匹配" }) },
    });
    expect((await screen.findByRole("alert")).textContent).toBe("登录请求与当前浏览器不匹配");
    refused.unmount();
    renderAccountScreen(<OrgAuthScreen />, { url: "/orgAuth?code=C", routes: {} });
    expect((await screen.findByRole("alert")).textContent).toBe("机构登录链接缺少机构编号，请从机构入口重新进入");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("without a code, a refused start is named (机构认证登录暂未开通)", async () => {
    renderAccountScreen(<OrgAuthScreen />, {
      url: "/orgAuth?orgId=12",
      routes: { "/api/org/auth2/authorize": () => ({ status: 503, msg: "机构认证登录暂未开通，请使用手机号登录" }) },
    });
    expect(screen.getByRole("status").textContent).toBe("正在前往机构认证页…");
    expect((await screen.findByRole("alert")).textContent).toBe("机构认证登录暂未开通，请使用手机号登录");
  });
});
