import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeResponse, renderScreen } from "../../../testing/render-screen";
import SubscribeScreen from "./subscribe-screen";

const groups = [
  {
    key: "topic",
    name: "课程专题",
    options: [
      { categoryId: 101, name: "出口退税", subscribed: true },
      { categoryId: 102, name: "增值税", subscribed: false },
    ],
  },
  { key: "policy", name: "政策分类", options: [{ categoryId: 202, name: "政策公告", subscribed: false }] },
];

describe("subscribe screen", () => {
  it("shows topics and policy categories and toggles one through the server", async () => {
    localStorage.setItem("token", "learner-token");
    const { calls } = renderScreen(<SubscribeScreen />, {
      url: "/center/subscribe",
      server: {
        "/api/subscribe/options": (): FakeResponse => ({ data: groups }),
        "/api/subscribe/set": (fields): FakeResponse => ({
          msg: "已订阅「增值税」",
          data: {
            categoryId: Number(fields.get("categoryId")),
            name: "增值税",
            subscribed: fields.get("subscribed") === "1",
          },
        }),
      },
    });
    expect(await screen.findByText("已订阅 1 项")).toBeTruthy();
    expect(screen.getByRole("group", { name: "政策分类" })).toBeTruthy();
    const vat = screen.getByRole("button", { name: /增值税/ });
    expect(vat.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(vat);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /增值税/ }).getAttribute("aria-pressed")).toBe("true"),
    );
    expect(screen.getByText("已订阅 2 项")).toBeTruthy();
    const set = calls.find((c) => c.path === "/api/subscribe/set");
    expect(set?.fields.get("categoryId")).toBe("102");
    expect(set?.fields.get("subscribed")).toBe("1");
  });
});
