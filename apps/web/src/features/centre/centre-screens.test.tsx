import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DetailEngagement } from "../../components/detail-engagement";
import { currentLocation, type FakeResponse, renderScreen } from "../../testing/render-screen";
import CollectCourseScreen from "./collect/collect-course-screen";
import CoursePurchaseScreen from "./course-purchase/course-purchase-screen";
import CourseStudyScreen from "./course-study/course-study-screen";
import FootprintScreen from "./footprint/footprint-screen";
import CentreKedanScreen from "./kedan/centre-kedan-screen";
import PlanScreen from "./plan/plan-screen";

configure({ asyncUtilTimeout: 5000 });

const logIn = () => {
  localStorage.setItem("token", "token-1");
  localStorage.setItem("userInfo", JSON.stringify({ uid: 7, username: "13800000001", avatar: "" }));
};

const card = (id: number, title: string) => ({
  id,
  title,
  image: "",
  browse: 10,
  productInfo: `${title}的简介`,
  courseUpdateTime: "2026-11-18T02:00:00.000Z",
  updateTime: "2026-11-18T02:00:00.000Z",
  createTime: "2026-11-01T02:00:00.000Z",
  updateMark: 2,
  price: "99.00",
  otPrice: "199.00",
  productType: 1,
  teachingMethod: 1,
  keyword: "出口退税",
  orgStatus: 1,
  lecturers: [],
  label: { categoryId: 1 },
  categoryId: 1,
  lessonCount: 8,
  durationMinutes: 120,
});
const page = (list: unknown[], total = list.length, at = 1) => ({ data: { list, total, page: at, pageSize: 10 } });

describe("当前课程 /center/course-study", () => {
  it("lists started courses with progress and 继续学习 at the saved lecture, paged from the address", async () => {
    logIn();
    const { calls } = renderScreen(<CourseStudyScreen />, {
      url: "/center/course-study?page=2",
      server: {
        "/api/study/classList": () =>
          page(
            [
              {
                ...card(1005, "出口退税申报实务"),
                progress: 38,
                lastStudyTime: new Date().toISOString(),
                lastFileId: 100503,
                lastLectureTitle: "第3讲 申报流程实操",
                breakpoint: 75,
                studiedLectures: 3,
                lectureCount: 8,
              },
            ],
            11,
            2,
          ),
      },
    });
    const row = (await screen.findByRole("link", { name: "出口退税申报实务" })).closest("li")!;
    expect(within(row).getByRole("link", { name: "继续学习" }).getAttribute("href")).toBe(
      "/course/details?id=1005&lecture=100503",
    );
    expect(within(row).getByRole("progressbar").getAttribute("value")).toBe("38");
    expect(within(row).getByText("第3讲 申报流程实操（1:15）", { exact: false })).toBeTruthy();
    expect(within(row).getByText("已学 3/8 讲")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/study/classList")?.fields.get("page")).toBe("2");
    expect(screen.getByRole("navigation", { name: "分页" })).toBeTruthy();
  });

  it("says so in Chinese when nothing has been started", async () => {
    logIn();
    renderScreen(<CourseStudyScreen />, {
      url: "/center/course-study",
      server: { "/api/study/classList": () => page([]) },
    });
    expect(await screen.findByText("还没有开始学习的课程")).toBeTruthy();
    expect(screen.getByRole("link", { name: "浏览课程" }).getAttribute("href")).toBe("/course/list");
  });

  it("shows the server's message when the list cannot be read", async () => {
    logIn();
    renderScreen(<CourseStudyScreen />, {
      url: "/center/course-study",
      server: { "/api/study/classList": (): FakeResponse => ({ status: 400, msg: "参数格式不正确：pageSize" }) },
    });
    expect(await screen.findByText("参数格式不正确：pageSize")).toBeTruthy();
  });
});

describe("已购课程 /center/course-purchase", () => {
  it("lists purchases with their date and a way to study", async () => {
    logIn();
    renderScreen(<CoursePurchaseScreen />, {
      url: "/center/course-purchase",
      server: {
        "/api/cart/onlinePurchasedList": () =>
          page([{ ...card(1010, "增值税留抵退税"), purchasedAt: "2026-11-18T02:00:00.000Z" }]),
      },
    });
    const row = (await screen.findByRole("link", { name: "增值税留抵退税" })).closest("li")!;
    expect(within(row).getByText("2026-11-18 星期三", { exact: false })).toBeTruthy();
    expect(within(row).getByRole("link", { name: "去学习" }).getAttribute("href")).toBe("/course/details?id=1010");
  });
});

describe("收藏的课程 /center/collect/course", () => {
  it("removes a favourite and reads the list again", async () => {
    logIn();
    let collected = [card(1005, "出口退税申报实务"), card(1006, "个税汇算清缴")];
    const { calls } = renderScreen(<CollectCourseScreen />, {
      url: "/center/collect/course",
      server: {
        "/api/collect/user": () =>
          page(
            collected.map((course) => ({
              id: course.id,
              productType: 1,
              category: 1,
              course,
              article: null,
              kedan: null,
              collectedAt: "2026-11-19T02:00:00.000Z",
            })),
          ),
        "/api/collect/del": (fields) => {
          collected = collected.filter((c) => String(c.id) !== fields.get("id"));
          return { msg: "已取消收藏", data: { collected: false } };
        },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "取消收藏：出口退税申报实务" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "出口退税申报实务" })).toBeNull());
    const del = calls.find((c) => c.path === "/api/collect/del")!;
    expect([del.fields.get("id"), del.fields.get("category")]).toEqual(["1005", "1"]);
    expect(calls.find((c) => c.path === "/api/collect/user")?.fields.get("category")).toBe("1");
    expect(screen.getByRole("link", { name: "个税汇算清缴" }).getAttribute("href")).toBe("/course/details?id=1006");
  });

  it("has a Chinese empty state", async () => {
    logIn();
    renderScreen(<CollectCourseScreen />, {
      url: "/center/collect/course",
      server: { "/api/collect/user": () => page([]) },
    });
    expect(await screen.findByText("还没有收藏的课程")).toBeTruthy();
  });
});

describe("学习足迹 /center/footprint", () => {
  const today = new Date().toISOString();
  const footprint = (id: number, kind: number, title: string, day: string) => ({
    id,
    kind,
    itemId: 100 + id,
    title,
    image: "",
    typeName: kind === 1 ? "课程" : "政策解读",
    day,
    viewedAt: today,
  });

  it("groups footprints by day and clears one, then all after a confirm", async () => {
    logIn();
    const { calls } = renderScreen(<FootprintScreen />, {
      url: "/center/footprint",
      server: {
        "/api/footprint/list": () =>
          page([
            footprint(1, 1, "出口退税申报实务", "2026-11-18"),
            footprint(2, 2, "关于出口退税的公告", "2026-11-18"),
            footprint(3, 3, "某公司骗税案", "2026-11-02"),
          ]),
        "/api/footprint/del": () => ({ msg: "已删除该足迹" }),
        "/api/footprint/clear": () => ({ msg: "已清空全部足迹", data: { cleared: 3 } }),
      },
    });
    expect(await screen.findByRole("heading", { name: "2026-11-18 星期三" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "2026-11-02 星期一" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "关于出口退税的公告" }).getAttribute("href")).toBe(
      "/policy/details?id=102",
    );
    expect(screen.getByRole("link", { name: "某公司骗税案" }).getAttribute("href")).toBe("/casebook/details?id=103");
    fireEvent.click(screen.getByRole("button", { name: "删除足迹：出口退税申报实务" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/footprint/del")).toBe(true));
    expect(calls.find((c) => c.path === "/api/footprint/del")?.fields.get("id")).toBe("1");
    fireEvent.click(await screen.findByRole("button", { name: "清空足迹" }));
    fireEvent.click(await screen.findByRole("button", { name: "确定" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/footprint/clear")).toBe(true));
  });
});

describe("我的课单 and 学习方案", () => {
  it("shows saved 课单 with their detail links", async () => {
    logIn();
    renderScreen(<CentreKedanScreen />, {
      url: "/center/kedan",
      server: {
        "/api/collect/user": () =>
          page([
            {
              id: 3,
              productType: 0,
              category: 4,
              course: null,
              article: null,
              kedan: {
                id: 3,
                title: "出口退税入门课单",
                cover: "",
                description: "从零开始",
                audience: "新手",
                courseCount: 6,
              },
              collectedAt: "2026-11-19T02:00:00.000Z",
            },
          ]),
      },
    });
    expect((await screen.findByRole("link", { name: "出口退税入门课单" })).getAttribute("href")).toBe(
      "/kedan/detail/3",
    );
    expect(screen.getByText("6门课程")).toBeTruthy();
  });

  it("says 暂时还没有学习方案哦~ with the way to study plans when the learner has none", async () => {
    logIn();
    renderScreen(<PlanScreen />, { url: "/center/plan", server: { "/api/studyPlan/getStudyPlans": () => page([]) } });
    expect(await screen.findByText("暂时还没有学习方案哦~")).toBeTruthy();
    expect(screen.getByRole("link", { name: "去看看学习方案" }).getAttribute("href")).toBe("/studyPlan");
  });

  it("lists the learner's plans with their detail links", async () => {
    logIn();
    const plan = {
      id: 7,
      title: "出口退税进阶学习方案",
      status: 1,
      goal: "企业会计 · 出口退税 · 每周4小时",
      courseIds: [1001],
      progress: 25,
      weeks: 6,
      weeklyHours: 4,
      deadline: null,
      explanation: null,
      createdAt: "2026-11-19T02:00:00.000Z",
    };
    renderScreen(<PlanScreen />, {
      url: "/center/plan",
      server: { "/api/studyPlan/getStudyPlans": () => page([plan]) },
    });
    expect((await screen.findByRole("link", { name: "出口退税进阶学习方案" })).getAttribute("href")).toBe(
      "/studyPlan/detail/7",
    );
    expect(screen.getByText("已完成25% · 共6周")).toBeTruthy();
    expect(screen.getByText("进行中")).toBeTruthy();
  });
});

describe("the 收藏 toggle of a detail page", () => {
  it("sends a visitor to log in, recording nothing", () => {
    const { calls } = renderScreen(<DetailEngagement kind="course" id={1005} />, {
      url: "/course/details?id=1005",
      server: {},
    });
    fireEvent.click(screen.getByRole("button", { name: "收藏" }));
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent("/course/details?id=1005")}`);
    expect(calls.some((c) => c.path.startsWith("/api/footprint") || c.path.startsWith("/api/collect"))).toBe(false);
  });

  it("records the learner's footprint, reads the favourite and toggles it", async () => {
    logIn();
    const { calls } = renderScreen(<DetailEngagement kind="policy" id={42} />, {
      url: "/policy/details?id=42",
      server: {
        "/api/footprint/record": () => ({}),
        "/api/collect/status": () => ({ data: { collected: true } }),
        "/api/collect/del": () => ({ msg: "已取消收藏", data: { collected: false } }),
      },
    });
    const button = await screen.findByRole("button", { name: "已收藏" });
    expect(calls.find((c) => c.path === "/api/footprint/record")?.fields.get("kind")).toBe("2");
    fireEvent.click(button);
    expect(await screen.findByRole("button", { name: "收藏" })).toBeTruthy();
    const del = calls.find((c) => c.path === "/api/collect/del")!;
    expect([del.fields.get("id"), del.fields.get("category")]).toEqual(["42", "2"]);
  });
});
