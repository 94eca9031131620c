import { STORAGE_KEYS } from "@taxlearn/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, renderScreen } from "../../../testing/render-screen";
import LiveListScreen from "./live-list-screen";

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

/** 23 sessions: 3 live, 10 upcoming (one booked), 10 replays, in the server's order. */
const ALL = [
  ...[1, 2, 3].map((i) => live(7000 + i, 1)),
  ...Array.from({ length: 10 }, (_, i) => live(7100 + i, 0, i === 0 ? { scheduled: 1 } : {})),
  ...Array.from({ length: 10 }, (_, i) => live(7200 + i, 2, i === 0 ? { createMode: 2 } : {})),
];

const server = (calls: string[] = []) => ({
  "/api/live/list": (fields: URLSearchParams) => {
    calls.push(fields.toString());
    const status = fields.get("status");
    const list = status === null ? ALL : ALL.filter((l) => String(l.status) === status);
    const page = Number(fields.get("page") ?? 1);
    const pageSize = Number(fields.get("pageSize") ?? 10);
    return { data: { list: list.slice((page - 1) * pageSize, page * pageSize), total: list.length, page, pageSize } };
  },
  "/api/live/cancel": () => ({ msg: "已取消预约", data: { scheduled: 0 } }),
});

const cell = async (title: string) => (await screen.findByRole("heading", { name: title })).closest("article")!;

describe("/liveList", () => {
  it("shows a page of cells in the server's order, every title and cover a link to /liveDetail", async () => {
    renderScreen(<LiveListScreen />, { url: "/liveList", server: server() });
    expect(await screen.findByRole("heading", { level: 1, name: "全部直播" })).toBeTruthy();
    const articles = await screen.findAllByRole("article");
    expect(articles).toHaveLength(10);
    const first = await cell("直播7001");
    expect(within(first).getByRole("link", { name: "直播7001" }).getAttribute("href")).toBe("/liveDetail?id=7001");
    expect(within(first).getByText("直播中")).toBeTruthy();
  });

  it("filters by status in the URL and pages with the spec's pager", async () => {
    const calls: string[] = [];
    renderScreen(<LiveListScreen />, { url: "/liveList", server: server(calls) });
    await screen.findAllByRole("article");
    fireEvent.click(screen.getByRole("button", { name: "回放" }));
    await waitFor(() => expect(currentLocation()).toBe("/liveList?status=2"));
    expect(await screen.findByRole("heading", { name: "直播7200" })).toBeTruthy();
    expect(calls.at(-1)).toContain("status=2");
  });

  it("reads page and status from the URL and offers the way back past the last page", async () => {
    renderScreen(<LiveListScreen />, { url: "/liveList?status=0&page=2&pageSize=10", server: server() });
    expect(await screen.findByText("该页没有直播了")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "回到第一页" }));
    await waitFor(() => expect(currentLocation()).toBe("/liveList?status=0"));
    expect(await screen.findByRole("heading", { name: "直播7100" })).toBeTruthy();
  });

  it("lets a learner cancel a booking from the list (取消预约 → 报名预约)", async () => {
    localStorage.setItem(STORAGE_KEYS.token, "learner-token");
    renderScreen(<LiveListScreen />, { url: "/liveList?status=0", server: server() });
    const booked = await cell("直播7100");
    expect((within(booked).getByRole("button", { name: "已预约" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(booked).getByRole("button", { name: "取消预约" }));
    expect(await within(booked).findByRole("button", { name: "报名预约" })).toBeTruthy();
    expect(await screen.findByText("已取消预约")).toBeTruthy();
  });
});
