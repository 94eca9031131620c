import { adminHearingList } from "@taxlearn/api/admin";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { currentLocation, renderScreen } from "../../testing/render-screen";
import { readListFields, useConsoleList, useEditing, writeListFields } from "./use-console-list";

function Hearings() {
  const hearings = useConsoleList({ keyword: "" }, (api, { query, page }) =>
    api.call(adminHearingList, { keyword: query.keyword, page, pageSize: 10 }),
  );
  const { editing, edit, done } = useEditing<string>(hearings.refresh);
  const navigate = useNavigate();
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
      <button type="button" onClick={() => navigate(-1)}>
        后退
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
    expect(currentLocation()).toBe("/admin/hearings?page=2");

    fireEvent.change(screen.getByLabelText("标题"), { target: { value: "  留抵  " } });
    expect(reads(calls)).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(reads(calls)).toEqual(["@1", "@2", "留抵@1"]));
    expect(currentLocation()).toBe(`/admin/hearings?${new URLSearchParams({ keyword: "留抵" })}`);

    fireEvent.click(screen.getByRole("button", { name: "新建" }));
    fireEvent.click(screen.getByRole("button", { name: "保存 新听证会" }));
    await waitFor(() => expect(reads(calls)).toEqual(["@1", "@2", "留抵@1", "留抵@1"]));
    expect(screen.queryByRole("button", { name: /保存/ })).toBeNull();
  });

  it("starts from the search and page in the address, keeps the screen's other parameters, and back restores both", async () => {
    const { calls } = renderScreen(<Hearings />, {
      url: `/admin/hearings?${new URLSearchParams({ course: "7", keyword: " 留抵 ", page: "2" })}`,
      server: () => ({ data: { list: [], total: 30, page: 2, pageSize: 10 } }),
    });
    await screen.findByText("共 30 场");
    expect(reads(calls)).toEqual(["留抵@2"]);
    expect((screen.getByLabelText("标题") as HTMLInputElement).value).toBe("留抵");

    fireEvent.change(screen.getByLabelText("标题"), { target: { value: "汇算" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(reads(calls)).toEqual(["留抵@2", "汇算@1"]));
    expect(currentLocation()).toBe(`/admin/hearings?${new URLSearchParams({ course: "7", keyword: "汇算" })}`);

    fireEvent.click(screen.getByRole("button", { name: "后退" }));
    await waitFor(() => expect(reads(calls)).toEqual(["留抵@2", "汇算@1", "留抵@2"]));
    await waitFor(() => expect((screen.getByLabelText("标题") as HTMLInputElement).value).toBe("留抵"));
  });
});

describe("the address of a console list", () => {
  const initial = { kind: "theme", keyword: "" };

  it("reads each field as written (trimmed), or its initial value when the address has none; the page defaults to 1", () => {
    expect(readListFields(new URLSearchParams(""), initial)).toEqual(initial);
    expect(readListFields(new URLSearchParams("kind=list&keyword=%20%E7%A8%8E%20"), initial)).toEqual({
      kind: "list",
      keyword: "税",
    });
    // an emptied field that starts non-empty is written as empty, and read back as empty
    expect(readListFields(new URLSearchParams("kind="), initial)).toEqual({ kind: "", keyword: "" });
  });

  it("writes only what differs from the initial fields, the page from 2 on, and keeps other parameters", () => {
    const write = (current: string, fields: typeof initial, page: number) =>
      writeListFields(new URLSearchParams(current), initial, fields, page).toString();
    expect(write("", initial, 1)).toBe("");
    expect(write("page=3", initial, 1)).toBe("");
    expect(write("course=7", { kind: "list", keyword: "税" }, 2)).toBe(
      `course=7&kind=list&${new URLSearchParams({ keyword: "税" })}&page=2`,
    );
    expect(write("kind=list", { kind: "", keyword: "" }, 1)).toBe("kind=");
    for (const fields of [initial, { kind: "", keyword: "个税" }, { kind: "list", keyword: "" }]) {
      const written = new URLSearchParams(write("", fields, 4));
      expect(readListFields(written, initial)).toEqual(fields);
      expect(written.get("page")).toBe("4");
    }
  });
});
