import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../../testing/render-screen";
import { DraftActions } from "./draft-actions";

const draft = (price: string) => ({
  draftId: 3,
  courseId: null,
  title: "留抵退税实务",
  productInfo: "简介",
  price,
  otPrice: price,
  productType: 1,
  teachingMethod: 1,
  updateMark: 1,
  categoryId: 101,
  keyword: "",
  lecturerIds: [],
  orgStatus: 1,
  image: "",
  updatedAt: "2026-12-01T00:00:00.000Z",
  withdrawnAt: null,
});

describe("DraftActions", () => {
  beforeEach(() => localStorage.clear());

  it("发布 first says what a paid course still lacks and that it will not be on sale, then publishes on confirm", async () => {
    let published = 0;
    const { calls } = renderScreen(
      <DraftActions draft={draft("199.00")} onEdit={() => {}} onChanged={() => published++} />,
      {
        url: "/admin/courses",
        server: () => ({ data: draft("199.00"), msg: "课程已发布，暂未上架" }),
      },
    );
    fireEvent.click(screen.getByRole("button", { name: "发布" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("讲次");
    expect(dialog.textContent).toContain("封面");
    expect(dialog.textContent).not.toContain("价格");
    expect(dialog.textContent).toContain("不会上架");
    expect(calls.some((call) => call.path.includes("/publish"))).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(published).toBe(1));
  });

  it("names a price of 0 as missing too, and publishes nothing when cancelled", async () => {
    const { calls } = renderScreen(<DraftActions draft={draft("0.00")} onEdit={() => {}} onChanged={() => {}} />, {
      url: "/admin/courses",
      server: () => ({ data: draft("0.00") }),
    });
    fireEvent.click(screen.getByRole("button", { name: "发布" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("价格（当前为免费）");
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((call) => call.path.includes("/publish"))).toBe(false);
  });
});
