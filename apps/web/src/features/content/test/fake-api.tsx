import type { ApiClient } from "@taxlearn/api";
import { UiProvider } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppServicesProvider } from "../../../lib/api/app-services";
import { SessionProvider } from "../../../lib/session/session-provider";

type Answer = (input: Record<string, unknown>) => unknown;

/**
 * An ApiClient whose calls answer from `answers` (data, or a full envelope when the function returns one with
 * `success`), recording every call; unknown calls answer 404.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: [string, Record<string, unknown>][] = [];
  const api = new Proxy({} as ApiClient, {
    get:
      (_target, name: string) =>
      async (input: Record<string, unknown> = {}) => {
        calls.push([name, input]);
        const answer = answers[name];
        if (!answer) return { status: 404, success: false, msg: "内容不存在", data: null };
        const value = answer(input);
        if (value && typeof value === "object" && "success" in value) return value;
        return { status: 200, success: true, msg: "操作成功", data: value };
      },
  });
  return { api, calls };
}

/** Renders `element` at `path` (matching `pattern`) inside the services and the kit's providers. */
export function renderAt(api: ApiClient, pattern: string, path: string, element: ReactNode) {
  // the session a detail page's 收藏 toggle reads (a visitor unless a token is stored)
  const router = createMemoryRouter([{ path: pattern, element: <SessionProvider>{element}</SessionProvider> }], {
    initialEntries: [path],
  });
  const storage = window.localStorage;
  return {
    router,
    view: (
      <AppServicesProvider services={{ api, storage }}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </AppServicesProvider>
    ),
  };
}

export const article = (id: number, type: number, title: string) => ({
  id,
  type,
  typeName: type === 25 ? "稽查案例" : "政策公告",
  title,
  summary: `${title}的摘要`,
  source: "国家税务总局",
  docNumber: "",
  keyword: "出口退税,免抵退",
  provinceId: null,
  browse: 100,
  publishedAt: "2026-11-20T00:32:30.981Z",
  contentPath: `/richtext/news/${id}.html`,
  sample: true,
});
