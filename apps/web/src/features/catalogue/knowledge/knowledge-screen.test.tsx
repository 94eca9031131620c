import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { courseFixture, currentLocation, pageOf, renderScreen } from "../shared/catalogue-test-support";
import KnowledgeScreen from "./knowledge-screen";

const microCourses = (query: URLSearchParams) => {
  const method = query.get("teachingMethod");
  const title = method === "2" ? "独立微课一" : method === "1" ? "课程微课一" : "微课一";
  return { data: pageOf([courseFixture(1010, { title, productType: 2, price: "0.00" })], query, 1) };
};

// Rendering whole screens in jsdom on a busy machine can take seconds.
describe("KnowledgeScreen", { timeout: 20_000 }, () => {
  it("lists micro-courses (pT=2) and switches tabs through the URL", async () => {
    const { server } = renderScreen(<KnowledgeScreen />, {
      url: "/knowledge?pT=2",
      routes: { "/api/onlineProducts": microCourses },
    });
    expect(await screen.findByRole("link", { name: "微课一" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "全部" }).getAttribute("aria-selected")).toBe("true");

    fireEvent.click(screen.getByRole("tab", { name: "独立微课" }));
    await waitFor(() => expect(currentLocation()).toBe("/knowledge?pT=2&tab=standalone"));
    expect(await screen.findByRole("link", { name: "独立微课一" })).toBeTruthy();
    const last = server.requests.filter((r) => r.pathname === "/api/onlineProducts").at(-1);
    expect(last?.searchParams.get("productType")).toBe("2");
    expect(last?.searchParams.get("teachingMethod")).toBe("2");
  });

  it("opens on the tab and page named in the URL", async () => {
    renderScreen(<KnowledgeScreen />, {
      url: "/knowledge?pT=2&tab=course",
      routes: { "/api/onlineProducts": microCourses },
    });
    expect(await screen.findByRole("link", { name: "课程微课一" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "课程微课" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows an empty state for a tab without micro-courses", async () => {
    renderScreen(<KnowledgeScreen />, {
      url: "/knowledge?pT=2&tab=standalone",
      routes: { "/api/onlineProducts": (query) => ({ data: pageOf([], query, 0) }) },
    });
    expect(await screen.findByText("暂无该类微课")).toBeTruthy();
  });
});
