import { adminHearingList } from "@taxlearn/api/admin";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../testing/render-screen";
import { useConsoleList, useEditing } from "./use-console-list";

function Hearings() {
  const hearings = useConsoleList({ keyword: "" }, (api, { query, page }) =>
    api.call(adminHearingList, { keyword: query.keyword, page, pageSize: 10 }),
  );
  const { editing, edit, done } = useEditing<string>(hearings.refresh);
  return (
    <div>
      <input
        aria-label="标题"
        value={hearings.draft.keyword}
        onChange={(e) => hearings.set("keyword")(e.target.value)}
      />
      <button type="button" onClick={hearings.search}>
        搜索
      </button>
      <button type="button" onClick={() => hearings.setPage(hearings.page + 1)}>
        下一页
      </button>
      <button type="button" onClick={() => edit("新听证会")}>
        新建
      </button>
      {editing ? (
        <button type="button" onClick={done}>
          保存 {editing}
        </button>
      ) : null}
      <p>{hearings.list.status === "success" ? `共 ${hearings.list.data.total} 场` : "…"}</p>
    </div>
  );
}

const reads = (calls: ReadonlyArray<{ path: string; fields: URLSearchParams }>) =>
  calls
    .filter((c) => c.path === "/api/admin/hearings")
    .map((c) => `${c.fields.get("keyword") ?? ""}@${c.fields.get("page")}`);

describe("useConsoleList", () => {
  it("reads page 1, applies the trimmed search from page 1, pages on, and reads again after an edit is done", async () => {
    const { calls } = renderScreen(<Hearings />, {
      url: "/admin/hearings",
      server: () => ({ data: { list: [], total: 30, page: 1, pageSize: 10 } }),
    });
    await screen.findByText("共 30 场");
    expect(reads(calls)).toEqual(["@1"]);

    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(reads(calls)).toEqual(["@1", "@2"]));

    fireEvent.change(screen.getByLabelText("标题"), { target: { value: "  留抵  " } });
    expect(reads(calls)).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(reads(calls)).toEqual(["@1", "@2", "留抵@1"]));

    fireEvent.click(screen.getByRole("button", { name: "新建" }));
    fireEvent.click(screen.getByRole("button", { name: "保存 新听证会" }));
    await waitFor(() => expect(reads(calls)).toEqual(["@1", "@2", "留抵@1", "留抵@1"]));
    expect(screen.queryByRole("button", { name: /保存/ })).toBeNull();
  });
});
