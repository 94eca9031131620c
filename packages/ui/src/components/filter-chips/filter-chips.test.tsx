import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FilterChips } from "./filter-chips";

const options = [
  { value: 0, label: "全部" },
  { value: 1, label: "财税课程" },
];

describe("FilterChips", () => {
  it("marks the chosen option and reports a new choice only", () => {
    const onChange = vi.fn();
    render(<FilterChips label="分类" options={options} value={0} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "全部" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "全部" }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "财税课程" }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole("group", { name: "分类" })).toBeTruthy();
  });
});
