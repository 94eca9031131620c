import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, renderAccountScreen } from "../account-test-support";
import FeedbackScreen from "./feedback-screen";

const PATH = "/api/feedback/site";
const CONTENT = "增值税课程第三讲的税率表与最新政策不一致，请核实更新。";

const contentField = () => screen.getByLabelText(/反馈内容/) as HTMLTextAreaElement;
const contactField = () => screen.getByLabelText(/联系电话/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "提交反馈" }));
const renderFeedback = (routes: FakeRoutes = {}) =>
  renderAccountScreen(<FeedbackScreen />, { url: "/feedback", routes });

describe("feedback screen", () => {
  it("checks the content and the optional number in Chinese and sends nothing", async () => {
    const { calls } = renderFeedback();
    submit();
    expect(await screen.findByText("请填写反馈内容")).toBeTruthy();
    fireEvent.change(contentField(), { target: { value: "太短了" } });
    fireEvent.change(contactField(), { target: { value: "12345" } });
    submit();
    expect(await screen.findByText("反馈内容不少于10个字，请描述得具体一些")).toBeTruthy();
    expect(screen.getByText("请输入正确的11位手机号")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends the kind, rating, trimmed content and number, shows the server's thanks and clears the form", async () => {
    const { calls } = renderFeedback({ [PATH]: () => ({ msg: "感谢您的反馈", data: { id: 41 } }) });
    fireEvent.click(screen.getByRole("button", { name: "内容纠错" }));
    fireEvent.click(screen.getByRole("radio", { name: "满意" }));
    fireEvent.change(contentField(), { target: { value: `  ${CONTENT}  ` } });
    fireEvent.change(contactField(), { target: { value: " 13912345678 " } });
    submit();

    expect((await screen.findByRole("status")).textContent).toBe("感谢您的反馈");
    expect(calls.map((c) => c.path)).toEqual([PATH]);
    expect(Object.fromEntries(calls[0]!.fields)).toEqual({
      type: "content",
      star: "4",
      content: CONTENT,
      contact: "13912345678",
    });
    expect(contentField().value).toBe("");
    expect(contactField().value).toBe("");
    expect((screen.getByRole("radio", { name: "满意" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("button", { name: "功能建议" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("leaves out an unset rating and an empty number", async () => {
    const { calls } = renderFeedback({ [PATH]: () => ({ msg: "感谢您的反馈", data: { id: 42 } }) });
    fireEvent.change(contentField(), { target: { value: CONTENT } });
    submit();
    await screen.findByRole("status");
    expect(Object.fromEntries(calls[0]!.fields)).toEqual({ type: "suggestion", content: CONTENT });
  });

  it("shows the server's refusal and keeps everything that was typed", async () => {
    renderFeedback({ [PATH]: () => ({ status: 429, msg: "反馈提交过于频繁，请5分钟后再试" }) });
    fireEvent.click(screen.getByRole("button", { name: "账号问题" }));
    fireEvent.change(contentField(), { target: { value: CONTENT } });
    fireEvent.change(contactField(), { target: { value: "13912345678" } });
    submit();

    expect((await screen.findByRole("alert")).textContent).toBe("反馈提交过于频繁，请5分钟后再试");
    expect(contentField().value).toBe(CONTENT);
    expect(contactField().value).toBe("13912345678");
    expect(screen.getByRole("button", { name: "账号问题" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("shows a network failure in Chinese and keeps the text", async () => {
    renderFeedback({
      [PATH]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    fireEvent.change(contentField(), { target: { value: CONTENT } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("请求失败，请检查网络是否已连接");
    expect(contentField().value).toBe(CONTENT);
  });
});
