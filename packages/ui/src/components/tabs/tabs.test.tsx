import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs";

const tabs = [
  { id: "all", label: "全部", content: <p>全部内容</p> },
  { id: "course", label: "课程类", disabled: true, content: <p>课程类内容</p> },
  { id: "standalone", label: "独立微课", content: <p>独立内容</p> },
];

describe("Tabs", () => {
  it("selects the first enabled tab and shows its panel", () => {
    render(<Tabs tabs={tabs} label="分类" />);
    expect(screen.getByRole("tab", { name: "全部" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("全部内容");
  });

  it("ignores clicks on a disabled tab (spec §5)", () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} label="分类" onChange={onChange} />);
    fireEvent.click(screen.getByRole("tab", { name: "课程类" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("tab", { name: "全部" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("全部内容");
  });

  it("switches on click of an enabled tab", () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} label="分类" onChange={onChange} />);
    fireEvent.click(screen.getByRole("tab", { name: "独立微课" }));
    expect(onChange).toHaveBeenCalledWith("standalone");
    expect(screen.getByRole("tabpanel").textContent).toBe("独立内容");
  });

  it("moves with arrow keys and skips the disabled tab", () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} label="分类" onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole("tab", { name: "全部" }), { key: "ArrowRight" });
    expect(onChange).toHaveBeenLastCalledWith("standalone");
    fireEvent.keyDown(screen.getByRole("tab", { name: "独立微课" }), { key: "ArrowRight" });
    expect(onChange).toHaveBeenLastCalledWith("all");
  });

  it("follows the caller's value when controlled", () => {
    const { rerender } = render(<Tabs tabs={tabs} label="分类" value="standalone" />);
    expect(screen.getByRole("tabpanel").textContent).toBe("独立内容");
    rerender(<Tabs tabs={tabs} label="分类" value="all" />);
    expect(screen.getByRole("tabpanel").textContent).toBe("全部内容");
  });
});
