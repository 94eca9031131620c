import { API_MESSAGES, BUSINESS_STATUS, defineContract, EmptyRequest } from "@taxlearn/api";
import { screen } from "@testing-library/react";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { useApiQuery } from "../hooks/use-api-query";
import { renderScreen } from "../testing/render-screen";
import { QueryView } from "./query-view";

/** A planned contract of this test's own, so it keeps working when every real contract is served. */
const examplePlanned = defineContract({
  name: "examplePlanned",
  method: "GET",
  path: "/api/example/planned",
  request: EmptyRequest,
  data: Schema.Struct({ available: Schema.Boolean }),
  auth: "required",
  status: "planned",
  summary: "A contract of the site map not built yet.",
});

function PlannedProbe() {
  const query = useApiQuery((api) => api.call(examplePlanned, {}), []);
  return <QueryView query={query}>{() => <p>已登录</p>}</QueryView>;
}

describe("a planned call", () => {
  it("shows the server's 该栏目暂未开放 as the error of the read, with 重新加载", async () => {
    const { calls } = renderScreen(<PlannedProbe />, {
      url: "/home",
      server: {
        "/api/example/planned": () => ({ status: BUSINESS_STATUS.planned, msg: API_MESSAGES.planned }),
      },
    });
    expect(await screen.findByText("该栏目暂未开放")).toBeTruthy();
    expect(screen.getByRole("button", { name: /重新加载/ })).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain("/api/example/planned");
  });
});
