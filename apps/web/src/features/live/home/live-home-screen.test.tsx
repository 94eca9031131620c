import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, renderScreen } from "../../../testing/render-screen";
import LiveHomeScreen from "./live-home-screen";

const live = (id: number, status: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `直播${id}`,
  image: `/media/lives/${id}.svg`,
  name: "王立新",
  status,
  scheduled: 0,
  startTime: "2030-01-02T02:00:00.000Z",
  createMode: 1,
  ...overrides,
});

const BY_STATUS: Record<string, ReturnType<typeof live>[]> = {
  "1": [live(7001, 1)],
  "0": Array.from({ length: 6 }, (_, i) => live(7100 + i, 0)),
  "2": [live(7200, 2, { createMode: 2 })],
};

const server = (empty: string[] = []) => ({
  "/api/live/list": (fields: URLSearchParams) => {
    const status = fields.get("status") ?? "";
    const list = empty.includes(status) ? [] : (BY_STATUS[status] ?? []);
    return { data: { list, total: list.length, page: 1, pageSize: 10 } };
  },
});

const section = async (name: string) => screen.findByRole("region", { name });

describe("/live", () => {
  it("shows 直播中, 即将开播 and 精彩回放 with the spec's cells, four at most, and 更多 to the paged list", async () => {
    renderScreen(<LiveHomeScreen />, { url: "/live", server: server() });
    const now = await section("直播中");
    expect(await within(now).findByRole("link", { name: "立即进入" })).toBeTruthy();
    const upcoming = await section("即将开播");
    await waitFor(() => expect(within(upcoming).getAllByRole("article")).toHaveLength(4));
    expect(within(upcoming).getAllByText("开播时间")).toHaveLength(4);
    expect(within(upcoming).getByRole("link", { name: /更多/ }).getAttribute("href")).toBe("/liveList?status=0");
    const replays = await section("精彩回放");
    expect(await within(replays).findByRole("img", { name: "特别直播" })).toBeTruthy();
    expect(within(replays).getByRole("link", { name: "直播7200" }).getAttribute("href")).toBe("/liveDetail?id=7200");
  });

  it("the status filter shows one section and lives in the URL", async () => {
    renderScreen(<LiveHomeScreen />, { url: "/live", server: server() });
    await section("精彩回放");
    fireEvent.click(screen.getByRole("button", { name: "回放" }));
    await waitFor(() => expect(currentLocation()).toBe("/live?status=2"));
    expect(screen.queryByRole("region", { name: "直播中" })).toBeNull();
    expect(await section("精彩回放")).toBeTruthy();
  });

  it("says so when a section is empty", async () => {
    renderScreen(<LiveHomeScreen />, { url: "/live", server: server(["1"]) });
    expect(await within(await section("直播中")).findByText("当前没有正在进行的直播")).toBeTruthy();
  });
});
