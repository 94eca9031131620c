import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { QueryState } from "../hooks/use-api-query";
import { QueryView } from "./query-view";

afterEach(cleanup);

const retry = () => {};
const loaded = (data: string): QueryState<string> => ({ status: "success", data, retry });
const reloading = (previous: string): QueryState<string> => ({ status: "loading", previous, retry });

function AnswerBox({ query }: { query: QueryState<string> }) {
  return (
    <QueryView query={query}>
      {(title) => (
        <label>
          {title}
          <textarea aria-label="回答" />
        </label>
      )}
    </QueryView>
  );
}

describe("QueryView across a reload", () => {
  it("keeps the loaded content mounted, so text typed into it survives the reload", () => {
    const { rerender } = render(<AnswerBox query={loaded("问题一")} />);
    const box = screen.getByRole("textbox", { name: "回答" }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "先按月预缴" } });

    rerender(<AnswerBox query={reloading("问题一")} />);
    expect(screen.getByRole("textbox", { name: "回答" })).toBe(box);
    expect(box.closest("[aria-busy='true']")).not.toBeNull();

    rerender(<AnswerBox query={loaded("问题一（已更新）")} />);
    expect(screen.getByRole("textbox", { name: "回答" })).toBe(box);
    expect(box.value).toBe("先按月预缴");
    expect(box.closest("[aria-busy]")).toBeNull();
    expect(screen.getByText("问题一（已更新）")).toBeTruthy();
  });

  it("shows the placeholder as busy on the first load, when there is nothing to keep", () => {
    render(<AnswerBox query={{ status: "loading", previous: undefined, retry }} />);
    expect(screen.getByRole("status", { name: "加载中" }).getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
