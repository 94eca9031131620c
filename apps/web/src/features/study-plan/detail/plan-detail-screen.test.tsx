import { breadcrumbs, matchRoute } from "@taxlearn/core";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../../testing/render-screen";
import PlanDetailScreen from "./plan-detail-screen";

const lecture = (fileId: number, week: number, minutes: number) => ({
  fileId,
  title: `第${fileId}讲`,
  week,
  minutes,
  progress: 0,
});
const course = (courseId: number, free: boolean, lectures: ReturnType<typeof lecture>[]) => ({
  courseId,
  title: `课程${courseId}`,
  image: "",
  free,
  lectureCount: lectures.length,
  studiedCount: 0,
  progress: 0,
  nextLecture: { fileId: lectures[0]!.fileId, title: lectures[0]!.title },
  lectures,
});

// 2 weeks at up to 5 hours a week, but the lectures planned add up to 95 minutes
const plan = {
  id: 9,
  title: "出口退税三个月计划",
  status: 1,
  goal: "掌握免抵退税申报",
  courseIds: [1001, 1002],
  progress: 0,
  weeks: 2,
  weeklyHours: 5,
  deadline: null,
  explanation: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  stages: [
    {
      stage: 1,
      title: "出口退税",
      categoryId: 101,
      examWeek: 2,
      examWeekLabel: "2026年11月第2期",
      bestScore: null,
      examsTaken: 0,
      courses: [course(1001, false, [lecture(1, 1, 40), lecture(2, 1, 25)]), course(1002, true, [lecture(3, 2, 30)])],
    },
  ],
  weekList: [
    { week: 1, label: "2026年11月第1期", plannedMinutes: 65, lectureCount: 2, studiedCount: 0, current: true },
    { week: 2, label: "2026年11月第2期", plannedMinutes: 30, lectureCount: 1, studiedCount: 0, current: false },
  ],
  nextLecture: { courseId: 1001, fileId: 1, title: "第1讲", courseTitle: "课程1001" },
  breakpoint: null,
};

describe("PlanDetailScreen", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem("token", "t");
  });

  it("states the plan's total as its lectures add up, and marks the paid courses 会员免费", async () => {
    renderScreen(
      <Routes>
        <Route path="/studyPlan/detail/:id" element={<PlanDetailScreen />} />
      </Routes>,
      {
        url: "/studyPlan/detail/9",
        server: (path) =>
          path === "/api/studyPlan/getStudyPlanInfo"
            ? { data: plan }
            : { data: { list: [], total: 0, page: 1, pageSize: 10 } },
      },
    );
    const summary = await screen.findByText(/^共2周/);
    expect(summary.textContent).toContain("计划学习1小时35分钟");
    expect(summary.textContent).not.toContain("每周约5小时");
    const paid = screen.getByRole("link", { name: "课程1001" }).closest("li")!;
    expect(within(paid).getByText("会员免费")).toBeTruthy();
    const free = screen.getByRole("link", { name: "课程1002" }).closest("li")!;
    expect(within(free).getByText("免费")).toBeTruthy();
  });

  it("is 学习方案 in the breadcrumb, as in the learner centre", () => {
    const match = matchRoute("/studyPlan/detail/9")!;
    expect(breadcrumbs(match.matched, match.params).at(-1)?.title).toBe("学习方案");
  });
});
