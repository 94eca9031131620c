import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Rating } from "./rating";

describe("Rating", () => {
  it("offers five stars named with the spec labels", () => {
    render(<Rating value={0} onChange={() => {}} />);
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "极差",
      "失望",
      "一般",
      "满意",
      "惊喜",
    ]);
  });

  it("reports the chosen number of stars", () => {
    const onChange = vi.fn();
    render(<Rating value={0} onChange={onChange} />);
    fireEvent.click(screen.getByRole("radio", { name: "满意" }));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it("previews the label on hover and restores it on leave", () => {
    const { container } = render(<Rating value={2} onChange={() => {}} />);
    expect(screen.getByText("失望")).toBeTruthy();
    fireEvent.mouseEnter(screen.getByRole("radio", { name: "惊喜" }).parentElement!);
    expect(container.querySelector("[aria-live]")?.textContent).toBe("惊喜");
    fireEvent.mouseLeave(container.querySelector("fieldset")!);
    expect(container.querySelector("[aria-live]")?.textContent).toBe("失望");
  });

  it("is a labelled image when read-only", () => {
    render(<Rating value={3} />);
    expect(screen.getByRole("img", { name: "评分：3/5 一般" })).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
  });
});
