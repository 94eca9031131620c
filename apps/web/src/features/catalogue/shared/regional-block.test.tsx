import { STORAGE_KEYS } from "@taxlearn/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeResponse, renderScreen } from "../../../testing/render-screen";
import { courseFixture, currentLocation, liveFixture } from "./catalogue-test-support";
import { RegionalBlock } from "./regional-block";

/** A city's column as the server answers it to a learner who booked one of its sessions. */
const column = {
  id: 8006,
  title: "广州市外贸企业学习专区",
  moreLink: null,
  provinceId: 44000,
  cityId: 44001,
  courses: [courseFixture(1003, { title: "出口退税函调与疑点应对" })],
  lives: [
    liveFixture(7003, 0, { title: "出口退税直播：备案单证" }),
    liveFixture(7004, 0, { title: "个税直播：年度汇算", scheduled: 1, createMode: 2 }),
    liveFixture(7005, 1, { title: "增值税直播：留抵退税实务" }),
    liveFixture(7008, 2, { title: "企业所得税直播：研发费用" }),
  ],
};

/** The page the block sits on, with a query: a visitor's login must come back to it as it was. */
const PAGE = "/course/region?provinceId=44000&cityId=44001";

const renderBlock = (book: (id: string) => FakeResponse = () => ({ msg: "预约成功", data: { scheduled: 1 } })) => {
  const booked: string[] = [];
  const view = renderScreen(<RegionalBlock column={column} hideMore />, {
    url: PAGE,
    server: (path, fields) => {
      if (path !== "/api/live/book") return undefined;
      const id = fields.get("id") ?? "";
      booked.push(id);
      return book(id);
    },
  });
  return { ...view, booked };
};

const liveCell = async (title: string) =>
  (await screen.findByRole("heading", { name: title })).closest("article") as HTMLElement;

// Rendering with the app's providers on a busy machine can take seconds.
describe("RegionalBlock", { timeout: 20_000 }, () => {
  it("shows each session's spec §4 button; the server's scheduled 1 is a grey 已预约", async () => {
    renderBlock();
    expect(within(await liveCell("出口退税直播：备案单证")).getByRole("button", { name: "报名预约" })).toBeTruthy();
    const booked = within(await liveCell("个税直播：年度汇算")).getByRole("button", { name: "已预约" });
    expect((booked as HTMLButtonElement).disabled).toBe(true);
    expect(within(await liveCell("增值税直播：留抵退税实务")).getByRole("link", { name: "立即进入" })).toBeTruthy();
    expect(within(await liveCell("企业所得税直播：研发费用")).getByRole("link", { name: "查看回放" })).toBeTruthy();
  });

  it("shows the special logo on the createMode 2 session only (spec §3)", async () => {
    renderBlock();
    const logos = await screen.findAllByRole("img", { name: "特别直播" });
    expect(logos).toHaveLength(1);
    expect(logos[0]!.getAttribute("src")).toBe("/badges/live-special.svg");
    expect(logos[0]!.closest("article")).toBe(await liveCell("个税直播：年度汇算"));
  });

  it("sends a visitor who taps 报名预约 to /login with this page, query included, as the redirect", async () => {
    const { booked } = renderBlock();
    fireEvent.click(within(await liveCell("出口退税直播：备案单证")).getByRole("button", { name: "报名预约" }));
    await waitFor(() => expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent(PAGE)}`));
    expect(booked).toEqual([]);
  });

  it("books for a learner: 报名预约 turns into a grey 已预约 and the server's message is shown", async () => {
    localStorage.setItem(STORAGE_KEYS.token, "learner-token");
    const { booked } = renderBlock();
    const cell = await liveCell("出口退税直播：备案单证");
    fireEvent.click(within(cell).getByRole("button", { name: "报名预约" }));
    const done = await within(cell).findByRole("button", { name: "已预约" });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText("预约成功")).toBeTruthy();
    expect(booked).toEqual(["7003"]);
    expect(currentLocation()).toBe(PAGE);
    // the session the server says is booked does nothing when tapped
    fireEvent.click(within(await liveCell("个税直播：年度汇算")).getByRole("button", { name: "已预约" }));
    expect(booked).toEqual(["7003"]);
  });

  it("keeps 报名预约 and shows the server's reason when a booking is refused", async () => {
    localStorage.setItem(STORAGE_KEYS.token, "learner-token");
    renderBlock(() => ({ status: 409, msg: "直播已开始，无需预约，请直接进入直播间" }));
    const cell = await liveCell("出口退税直播：备案单证");
    fireEvent.click(within(cell).getByRole("button", { name: "报名预约" }));
    expect(await screen.findByText("直播已开始，无需预约，请直接进入直播间")).toBeTruthy();
    expect((within(cell).getByRole("button", { name: "报名预约" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("opens /liveDetail for 立即进入, 查看回放 and the image", async () => {
    renderBlock();
    fireEvent.click(within(await liveCell("增值税直播：留抵退税实务")).getByRole("link", { name: "立即进入" }));
    await waitFor(() => expect(currentLocation()).toBe("/liveDetail?id=7005"));
    fireEvent.click(within(await liveCell("企业所得税直播：研发费用")).getByRole("link", { name: "查看回放" }));
    await waitFor(() => expect(currentLocation()).toBe("/liveDetail?id=7008"));
    // the cover link is named by the title; for a session not yet started it opens the session too
    fireEvent.click(within(await liveCell("出口退税直播：备案单证")).getAllByRole("link")[0]!);
    await waitFor(() => expect(currentLocation()).toBe("/liveDetail?id=7003"));
  });

  it("a course card opens its detail", async () => {
    renderBlock();
    fireEvent.click(await screen.findByRole("link", { name: "出口退税函调与疑点应对" }));
    await waitFor(() => expect(currentLocation()).toBe("/course/details?id=1003"));
  });
});
