import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, type FakeResponse, renderScreen } from "../../testing/render-screen";
import QaScreen from "./qa-screen";

const author = (name: string, lecturer = false) => ({
  name,
  avatar: "",
  lecturer,
  lecturerTitle: lecturer ? "注册税务师" : null,
});
const post = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  content: "补充说明",
  productId: 1003,
  createdAt: "2026-11-19T02:00:00.000Z",
  answerCount: 1,
  questionId: id,
  courseTitle: "出口退税实务",
  lecturerAnswered: true,
  ...extra,
});
const detail = (id: number, title: string) => ({
  question: {
    id,
    productId: 1003,
    courseTitle: "出口退税实务",
    title,
    content: "补充说明",
    createdAt: "2026-11-19T02:00:00.000Z",
    answerCount: 1,
    author: author("学员0001"),
    mine: true,
    answers: [],
  },
  answers: {
    list: [
      {
        id: 90,
        questionId: id,
        content: "讲师的回答",
        createdAt: "2026-11-19T03:00:00.000Z",
        author: author("王立新", true),
        mine: false,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 10,
  },
});
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

function renderQa(url: string, routes: Record<string, (fields: URLSearchParams) => FakeResponse>) {
  localStorage.setItem("token", "token-1");
  localStorage.setItem("userInfo", JSON.stringify({ uid: 7, username: "学员0001", avatar: "" }));
  return renderScreen(<QaScreen />, { url, server: routes });
}

describe("/center/qa", () => {
  it("lists my questions with the 讲师已回答 tag and opens a question's answers with the 讲师 mark", async () => {
    const { calls } = renderQa("/center/qa", {
      "/api/forum/questionList": () => ({ data: page([post(5, "收汇不足能否退税？")]) }),
      "/api/forum/question/5": () => ({ data: detail(5, "收汇不足能否退税？") }),
    });
    const card = await screen.findByRole("article", { name: "收汇不足能否退税？" });
    expect(within(card).getByText("讲师已回答")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "课程：出口退税实务" }).getAttribute("href")).toBe(
      "/course/details?id=1003#course-qa",
    );
    fireEvent.click(within(card).getByRole("button", { name: "查看回答" }));
    const answer = await screen.findByRole("article", { name: "王立新（讲师）" });
    expect(within(answer).getByText("讲师的回答")).toBeTruthy();
    // the session's own check of the stored login (/api/userInfo) is not the screen's
    expect(calls.map((c) => c.path).filter((path) => path.startsWith("/api/forum/"))).toEqual([
      "/api/forum/questionList",
      "/api/forum/question/5",
    ]);
  });

  it("switches to my answers in the address and says so when there are none", async () => {
    renderQa("/center/qa", {
      "/api/forum/questionList": () => ({ data: page([]) }),
      "/api/forum/answerList": () => ({ data: page([]) }),
    });
    expect(await screen.findByText("你还没有提过问题")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "我的回答" }));
    expect(await screen.findByText("你还没有回答过问题")).toBeTruthy();
    expect(currentLocation()).toBe("/center/qa?tab=answers");
  });

  it("opens the question a message links to first, and says when it was deleted", async () => {
    renderQa("/center/qa?questionId=8", {
      "/api/forum/questionList": () => ({ data: page([]) }),
      "/api/forum/question/8": () => ({ status: 404, msg: "问题不存在或已删除" }),
    });
    const region = await screen.findByRole("region", { name: "消息提到的提问" });
    await waitFor(() => expect(within(region).getByText("该提问已被删除")).toBeTruthy());
  });

  it("shows the server's message when my list cannot be read", async () => {
    renderQa("/center/qa", { "/api/forum/questionList": () => ({ status: 500, msg: "服务繁忙，请稍后再试" }) });
    expect(await screen.findByText("服务繁忙，请稍后再试")).toBeTruthy();
  });
});
