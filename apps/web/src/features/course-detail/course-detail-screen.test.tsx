import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  courseDetail,
  courseLectures,
  currentLocation,
  type FakeServer,
  lecturer,
  playInfo,
  quietServer,
  renderCourseDetail,
} from "./course-detail-test-support";

const FREE = 1005;
const PAID = 1001;

/** One course on the fake server, with the caller's entitlement and progress. */
const courseServer =
  (
    id: number,
    price: string,
    lectures: ReturnType<typeof courseLectures>,
    more: FakeServer = () => undefined,
  ): FakeServer =>
  (path, fields) => {
    if (path === `/api/onlineProduct/detail/${id}`) return { data: courseDetail(id, price) };
    if (path === `/api/onlineProduct/lectures/${id}`) return { data: lectures };
    return more(path, fields) ?? quietServer(path, fields);
  };

const lectureList = () => screen.getByRole("navigation", { name: "课程目录" });

describe("course detail screen", () => {
  it("shows a visitor the course with its price and lectures, and the player sends them to log in", async () => {
    const { calls } = renderCourseDetail({
      url: `/course/details?id=${PAID}`,
      loggedIn: false,
      server: courseServer(PAID, "199.00", courseLectures(PAID, null, null)),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "生产企业免抵退税申报全流程实操" })).toBeTruthy();
    expect(screen.getByText("¥199.00")).toBeTruthy();
    expect(screen.getByText("上新")).toBeTruthy();
    // spec §4 label badge beside the title: productType 1 taught with method 2 → badge three
    expect(screen.getByRole("img", { name: "专题课" }).getAttribute("src")).toBe("/badges/course-label-topic.svg");
    expect(screen.getByText("6741人已学习")).toBeTruthy();
    expect(screen.getByText("共3讲")).toBeTruthy();
    // spec §5 label lists: at most 3 tags.
    expect(screen.queryByText("退税申报")).toBeNull();
    expect(await screen.findByText("登录后即可观看")).toBeTruthy();
    expect(within(lectureList()).getAllByRole("button")).toHaveLength(3);
    // Visitors never ask for play info (it needs a login) nor for their rating.
    expect(calls.some((c) => c.path.startsWith("/api/aliVod/playInfo"))).toBe(false);
    expect(calls.some((c) => c.path.startsWith("/api/feedback/getInfo"))).toBe(false);

    fireEvent.click(screen.getAllByRole("button", { name: "登录后观看课程" })[0]!);
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent(`/course/details?id=${PAID}`)}`);
  });

  it("puts the rating under the login layer for a visitor", async () => {
    renderCourseDetail({
      url: `/course/details?id=${FREE}`,
      loggedIn: false,
      server: courseServer(FREE, "0.00", courseLectures(FREE, null, null)),
    });
    fireEvent.click(await screen.findByRole("button", { name: "登录后评价课程" }));
    expect(currentLocation()).toMatch(/^\/login\?redirect=/);
  });

  it("shows a learner without access the server's reason with the buy and VIP actions", async () => {
    const { calls } = renderCourseDetail({
      url: `/course/details?id=${PAID}`,
      loggedIn: true,
      server: courseServer(PAID, "199.00", courseLectures(PAID, false, null), (path) =>
        path.startsWith("/api/aliVod/playInfo/") ? { status: 403, msg: "购买后即可观看" } : undefined,
      ),
    });
    expect(await screen.findByText("购买后即可观看")).toBeTruthy();
    expect(screen.queryByTestId("lecture-video")).toBeNull();
    expect(calls.some((c) => c.path.startsWith("/api/aliVod/hls/hlsGenerateToken"))).toBe(false);
    // the header offers the purchase and the membership as links
    expect(screen.getByRole("link", { name: "立即购买" }).getAttribute("href")).toBe(`/vip/payment?course=${PAID}`);
    expect(screen.getByRole("link", { name: "开通会员免费学" }).getAttribute("href")).toBe("/vip");
    fireEvent.click(screen.getByRole("link", { name: "去购买" }));
    expect(currentLocation()).toBe(`/vip/payment?course=${PAID}`);
  });

  it("the player's 开通会员 goes to /vip", async () => {
    renderCourseDetail({
      url: `/course/details?id=${PAID}`,
      loggedIn: true,
      server: courseServer(PAID, "199.00", courseLectures(PAID, false, null), (path) =>
        path.startsWith("/api/aliVod/playInfo/") ? { status: 403, msg: "购买后即可观看" } : undefined,
      ),
    });
    fireEvent.click(await screen.findByRole("link", { name: "开通会员" }));
    expect(currentLocation()).toBe("/vip");
  });

  it("offers nothing to buy for a free course, an owned one or one a membership opens", async () => {
    for (const [id, price, via] of [
      [FREE, "0.00", "free"],
      [PAID, "199.00", "purchase"],
      [PAID, "199.00", "vip"],
    ] as const) {
      const { unmount } = renderCourseDetail({
        url: `/course/details?id=${id}`,
        loggedIn: true,
        server: courseServer(id, price, courseLectures(id, true, via)),
      });
      expect(await screen.findAllByRole("heading", { level: 1 })).toBeTruthy();
      // the lecture list has answered: the header says how the learner watches (a free course: never a purchase)
      if (via !== "free") expect(await screen.findByText(via === "vip" ? "会员畅学" : "已购买")).toBeTruthy();
      expect(screen.queryByRole("link", { name: "立即购买" })).toBeNull();
      expect(screen.queryByRole("link", { name: "开通会员免费学" })).toBeNull();
      unmount();
      localStorage.clear();
    }
  });

  it("resumes where the learner left off and switches lectures through the address", async () => {
    const { calls } = renderCourseDetail({
      url: `/course/details?id=${FREE}`,
      loggedIn: true,
      server: courseServer(
        FREE,
        "0.00",
        courseLectures(FREE, true, "free", [
          { breakpoint: 40, progress: 100 },
          { breakpoint: 12, progress: 30 },
        ]),
        (path) => {
          const file = /^\/api\/aliVod\/playInfo\/(\d+)$/.exec(path)?.[1];
          return file ? { data: playInfo(Number(file)) } : undefined;
        },
      ),
    });
    expect(await screen.findByRole("region", { name: "课程视频播放器" })).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith("/api/aliVod/playInfo/")).map((c) => c.path)).toEqual([
      `/api/aliVod/playInfo/${FREE}02`,
    ]);
    const current = within(lectureList()).getByRole("button", { current: true });
    expect(current.textContent).toContain("第2讲");
    expect(current.textContent).toContain("上次看到 00:12");
    expect(within(lectureList()).getAllByText("已学完")).toHaveLength(1);

    fireEvent.click(within(lectureList()).getByRole("button", { name: /第3讲/ }));
    expect(currentLocation()).toBe(`/course/details?id=${FREE}&lecture=${FREE}03`);
    await waitFor(() => expect(calls.some((c) => c.path === `/api/aliVod/playInfo/${FREE}03`)).toBe(true));
    // A clear lecture needs no playback token.
    expect(calls.some((c) => c.path.startsWith("/api/aliVod/hls/hlsGenerateToken"))).toBe(false);
  });

  it("plays an encrypted lecture from its play info alone, asking for no playback token", async () => {
    const { calls } = renderCourseDetail({
      url: `/course/details?id=${PAID}&lecture=${PAID}01`,
      loggedIn: true,
      server: courseServer(PAID, "199.00", courseLectures(PAID, true, "vip"), (path) => {
        if (path.startsWith("/api/aliVod/playInfo/")) return { data: playInfo(Number(`${PAID}01`), 1) };
        return undefined;
      }),
    });
    expect(await screen.findByRole("region", { name: "课程视频播放器" })).toBeTruthy();
    expect(calls.some((c) => c.path === `/api/aliVod/playInfo/${PAID}01`)).toBe(true);
    expect(calls.some((c) => c.path.startsWith("/api/aliVod/hls/hlsGenerateToken"))).toBe(false);
    expect(screen.getByText("会员畅学")).toBeTruthy();
  });

  it("rates the course once and then edits the rating", async () => {
    const { calls } = renderCourseDetail({
      url: `/course/details?id=${FREE}`,
      loggedIn: true,
      server: courseServer(FREE, "0.00", courseLectures(FREE, true, "free"), (path, fields) => {
        if (path.startsWith("/api/aliVod/playInfo/")) return { data: playInfo(Number(`${FREE}01`)) };
        if (path === "/api/feedback/submit" || path === "/api/feedback/edit") {
          const now = "2026-11-22T08:00:00.000Z";
          return {
            data: {
              id: 1,
              star: Number(fields.get("star")),
              productType: Number(fields.get("productType")),
              productId: Number(fields.get("productId")),
              userId: 7,
              content: fields.get("content") ?? "",
              createdAt: now,
              updatedAt: now,
            },
          };
        }
        return undefined;
      }),
    });
    const rating = await screen.findByRole("region", { name: "课程评价" });
    fireEvent.click(await within(rating).findByRole("button", { name: "提交评价" }));
    expect((await within(rating).findByRole("alert")).textContent).toBe("请先选择评分");
    expect(calls.some((c) => c.path === "/api/feedback/submit")).toBe(false);

    fireEvent.click(within(rating).getByRole("radio", { name: "满意" }));
    fireEvent.change(within(rating).getByLabelText("评价内容"), { target: { value: "讲得清楚" } });
    fireEvent.click(within(rating).getByRole("button", { name: "提交评价" }));
    expect(await screen.findByText("评价成功，感谢你的反馈")).toBeTruthy();
    const submitted = calls.find((c) => c.path === "/api/feedback/submit");
    expect(Object.fromEntries(submitted?.fields ?? [])).toMatchObject({
      star: "4",
      productType: "1",
      productId: String(FREE),
      content: "讲得清楚",
    });

    fireEvent.click(within(rating).getByRole("radio", { name: "惊喜" }));
    fireEvent.click(await within(rating).findByRole("button", { name: "修改评价" }));
    await waitFor(() => expect(calls.find((c) => c.path === "/api/feedback/edit")?.fields.get("star")).toBe("5"));
  });

  it("says so when the address has no course id", () => {
    renderCourseDetail({ url: "/course/details", loggedIn: false, server: quietServer });
    expect(screen.getByText("课程不存在")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "浏览课程" }));
    expect(currentLocation()).toBe("/course/list");
  });

  it("shows a course the server does not know as not found, with a link to the list and no 重新加载", async () => {
    renderCourseDetail({
      url: "/course/details?id=1",
      loggedIn: false,
      server: (path, fields) =>
        path.startsWith("/api/onlineProduct/") && path.endsWith("/1")
          ? { status: 404, msg: "内容不存在" }
          : quietServer(path, fields),
    });
    expect(await screen.findByText("课程不存在或已下架")).toBeTruthy();
    expect(screen.queryByText("课程加载失败")).toBeNull();
    expect(screen.queryByRole("button", { name: "重新加载" })).toBeNull();
    const link = screen.getByRole("link", { name: "浏览课程" });
    expect(link.getAttribute("href")).toBe("/course/list");
    fireEvent.click(link);
    expect(currentLocation()).toBe("/course/list");
  });

  it("names a withdrawn course (下架) when the server's reason says so, with the link to the list", async () => {
    renderCourseDetail({
      url: "/course/details?id=1",
      loggedIn: false,
      // the screen reads the reason, not the wording of the message
      server: (path, fields) =>
        path.startsWith("/api/onlineProduct/") && path.endsWith("/1")
          ? { status: 404, msg: "课程已下架", reason: "withdrawn" }
          : quietServer(path, fields),
    });
    expect(await screen.findByText("该课程已下架")).toBeTruthy();
    expect(screen.queryByText("课程不存在或已下架")).toBeNull();
    expect(screen.queryByRole("button", { name: "重新加载" })).toBeNull();
    expect(screen.getByRole("link", { name: "浏览课程" }).getAttribute("href")).toBe("/course/list");
  });

  it("keeps 重新加载 with the reason when the course cannot be read for another cause", async () => {
    renderCourseDetail({
      url: "/course/details?id=1",
      loggedIn: false,
      server: (path, fields) =>
        path === "/api/onlineProduct/detail/1"
          ? { status: 500, msg: "服务繁忙，请稍后再试" }
          : quietServer(path, fields),
    });
    expect(await screen.findByText("课程加载失败")).toBeTruthy();
    expect(screen.getByText("服务繁忙，请稍后再试")).toBeTruthy();
    expect(screen.getByRole("button", { name: "重新加载" })).toBeTruthy();
    expect(screen.queryByText("课程不存在或已下架")).toBeNull();
  });

  it("lists several lecturers by name and introduces each one", async () => {
    renderCourseDetail({
      url: `/course/details?id=${FREE}`,
      loggedIn: false,
      server: (path, fields) =>
        path === `/api/onlineProduct/detail/${FREE}`
          ? { data: courseDetail(FREE, "0.00", [lecturer(1, "王立新"), lecturer(12, "何晨")]) }
          : path === `/api/onlineProduct/lectures/${FREE}`
            ? { data: courseLectures(FREE, null, null) }
            : quietServer(path, fields),
    });
    expect(await screen.findByText("免费")).toBeTruthy();
    const intro = screen.getByRole("region", { name: "讲师介绍" });
    expect(within(intro).getByText("何晨的介绍")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "讲师" })).getAllByRole("listitem")).toHaveLength(2);
  });

  it("opens a handout in place, reading it only when asked", async () => {
    const { calls } = renderCourseDetail({
      url: `/course/details?id=${FREE}`,
      loggedIn: false,
      server: (path, fields) => {
        if (path === `/api/onlineProduct/detail/${FREE}`) {
          return { data: { ...courseDetail(FREE, "0.00"), files: [{ mediaId: "handout-1005", title: "课程讲义一" }] } };
        }
        if (path === `/api/onlineProduct/lectures/${FREE}`) return { data: courseLectures(FREE, null, null) };
        if (path === "/api/onlineProduct/productFile/longText") {
          return { data: { mediaId: fields.get("mediaId"), title: "课程讲义一", html: "<p>讲义正文</p>" } };
        }
        return quietServer(path, fields);
      },
    });
    const handouts = await screen.findByRole("region", { name: "课程讲义" });
    expect(calls.some((c) => c.path === "/api/onlineProduct/productFile/longText")).toBe(false);
    fireEvent.click(within(handouts).getByRole("button", { name: "查看讲义" }));
    expect(await within(handouts).findByText("讲义正文")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/onlineProduct/productFile/longText")?.fields.get("mediaId")).toBe(
      "handout-1005",
    );
    fireEvent.click(within(handouts).getByRole("button", { name: "收起" }));
    expect(within(handouts).queryByText("讲义正文")).toBeNull();
  });

  it("treats a stored token the server no longer accepts as logged out when the player is clicked", async () => {
    renderCourseDetail({
      url: `/course/details?id=${FREE}`,
      loggedIn: true,
      server: courseServer(FREE, "0.00", courseLectures(FREE, null, null)),
    });
    fireEvent.click((await screen.findAllByRole("button", { name: "登录后观看课程" }))[0]!);
    await waitFor(() =>
      expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent(`/course/details?id=${FREE}`)}`),
    );
    expect(localStorage.getItem("token")).toBeNull();
  });
});
