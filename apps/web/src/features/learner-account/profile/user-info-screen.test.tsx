import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeResponse, renderScreen } from "../../../testing/render-screen";
import { avatarFileProblem } from "./avatar-block";
import UserInfoScreen from "./user-info-screen";

const profile = {
  uid: 7,
  username: "张会计",
  avatar: "",
  mobile: "13800000001",
  vipProductId: null,
  vipName: null,
  vipStartTime: null,
  vipEndTime: null,
  isVip: false,
  orgInfoList: [],
};

const routes = (extra: Record<string, (fields: URLSearchParams) => FakeResponse> = {}) => ({
  "/api/userInfo": (): FakeResponse => ({ data: profile }),
  "/api/user/updateUsername": (fields: URLSearchParams): FakeResponse => ({
    msg: "用户名已保存",
    data: { username: fields.get("username") },
  }),
  "/api/user/avatar": (): FakeResponse => ({ msg: "头像已更新", data: { avatar: "/uploads/avatars/abc.webp" } }),
  "/api/auth/captcha": (): FakeResponse => ({
    msg: "验证码已发送",
    data: { expiresInSeconds: 600, resendInSeconds: 60 },
  }),
  "/api/user/bindPhone": (fields: URLSearchParams): FakeResponse => ({
    msg: "手机号已绑定",
    data: { mobile: fields.get("mobile") },
  }),
  "/api/user/changePassword": (): FakeResponse => ({ msg: "密码已修改，其他1处登录已退出", data: { signedOut: 1 } }),
  ...extra,
});

const renderProfile = (extra?: Record<string, (fields: URLSearchParams) => FakeResponse>) => {
  localStorage.setItem("token", "learner-token");
  return renderScreen(<UserInfoScreen />, { url: "/center/userInfo", server: routes(extra) });
};
const field = (label: string) => screen.getByLabelText(label, { selector: "input" });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe("profile screen", () => {
  it("checks the username before sending, then saves it", async () => {
    const { calls } = renderProfile();
    await waitFor(() => expect((field("用户名") as HTMLInputElement).value).toBe("张会计"));
    type("用户名", "<b>x</b>");
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect((await screen.findAllByText(/用户名须为2-20个字符/)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === "/api/user/updateUsername")).toBe(false);
    type("用户名", "  李会计 ");
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("用户名已保存")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/user/updateUsername")?.fields.get("username")).toBe("李会计");
  });

  it("refuses a wrong type or an oversized picture before uploading, and shows an uploaded one", async () => {
    expect(avatarFileProblem(new File(["x"], "a.gif", { type: "image/gif" }))).toBe("图片格式或大小不符合要求");
    expect(avatarFileProblem(new File([new Uint8Array(2 * 1024 * 1024 + 1)], "a.png", { type: "image/png" }))).toBe(
      "图片格式或大小不符合要求",
    );
    expect(avatarFileProblem(new File(["x"], "a.webp", { type: "image/webp" }))).toBeNull();
    const { calls } = renderProfile();
    const input = await screen.findByLabelText("更换头像");
    fireEvent.change(input, { target: { files: [new File(["x"], "a.gif", { type: "image/gif" })] } });
    expect((await screen.findByRole("alert")).textContent).toBe("图片格式或大小不符合要求");
    expect(calls.some((c) => c.path === "/api/user/avatar")).toBe(false);
    fireEvent.change(input, { target: { files: [new File(["png"], "a.png", { type: "image/png" })] } });
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "张会计" }).getAttribute("src")).toBe("/uploads/avatars/abc.webp"),
    );
  });

  it("binds a new number with a code of scene bind", async () => {
    const { calls } = renderProfile();
    expect(await screen.findByText("当前绑定：138****0001")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "更换手机号" }));
    expect(await screen.findByText("请输入手机号")).toBeTruthy();
    type("新手机号", "13900000009");
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    await screen.findByRole("button", { name: /秒后重新获取/ });
    expect(calls.find((c) => c.path === "/api/auth/captcha")?.fields.get("scene")).toBe("bind");
    fireEvent.change(screen.getByPlaceholderText("请输入6位验证码"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "更换手机号" }));
    expect(await screen.findByText("当前绑定：139****0009")).toBeTruthy();
  });

  it("changes the password: old one required, rule and confirmation checked, the server's answer shown", async () => {
    const { calls } = renderProfile({
      "/api/user/changePassword": (fields) =>
        fields.get("oldPassword") === "Old2026pass"
          ? { msg: "密码已修改，其他1处登录已退出", data: { signedOut: 1 } }
          : { status: 400, msg: "原密码错误" },
    });
    await screen.findByText("当前绑定：138****0001");
    fireEvent.click(screen.getByRole("button", { name: "修改密码" }));
    expect(await screen.findByText("请输入原密码")).toBeTruthy();
    type("原密码", "Wrong2026pass");
    type("新密码", "New2026pass");
    type("确认新密码", "New2026pas");
    fireEvent.click(screen.getByRole("button", { name: "修改密码" }));
    expect(await screen.findByText("两次输入的密码不一致")).toBeTruthy();
    type("确认新密码", "New2026pass");
    fireEvent.click(screen.getByRole("button", { name: "修改密码" }));
    expect(await screen.findByText("原密码错误")).toBeTruthy();
    type("原密码", "Old2026pass");
    fireEvent.click(screen.getByRole("button", { name: "修改密码" }));
    expect(await screen.findByText("密码已修改，其他1处登录已退出")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/user/changePassword")).toHaveLength(2);
  });
});
