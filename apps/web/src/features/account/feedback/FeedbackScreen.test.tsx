import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAccountScreen } from "../account-test-support";
import FeedbackScreen from "./FeedbackScreen";

describe("feedback screen", () => {
  it("checks the content and the optional number in Chinese", async () => {
    renderAccountScreen(<FeedbackScreen />, { url: "/feedback", routes: {} });
    fireEvent.click(screen.getByRole("button", { name: "提交反馈" }));
    expect(await screen.findByText("请填写反馈内容")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/反馈内容/), { target: { value: "太短了" } });
    fireEvent.change(screen.getByLabelText(/联系电话/), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "提交反馈" }));
    expect(await screen.findByText("反馈内容不少于10个字，请描述得具体一些")).toBeTruthy();
    expect(screen.getByText("请输入正确的11位手机号")).toBeTruthy();
  });

  it("says how to reach us while the site has no feedback call", async () => {
    const { calls } = renderAccountScreen(<FeedbackScreen />, { url: "/feedback", routes: {} });
    fireEvent.click(screen.getByRole("button", { name: "内容纠错" }));
    fireEvent.change(screen.getByLabelText(/反馈内容/), {
      target: { value: "增值税课程第三讲的税率表与最新政策不一致，请核实更新。" },
    });
    fireEvent.click(screen.getByRole("button", { name: "提交反馈" }));
    expect((await screen.findByRole("status")).textContent).toMatch(/在线客服/);
    expect(calls).toHaveLength(0);
  });
});
