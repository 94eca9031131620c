import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TextArea } from "./text-area";

describe("TextArea", () => {
  it("reports typed text and counts against maxLength", () => {
    const onChange = vi.fn();
    render(<TextArea label="反馈内容" value="你好" onChange={onChange} maxLength={500} />);
    fireEvent.change(screen.getByLabelText("反馈内容"), { target: { value: "你好呀" } });
    expect(onChange).toHaveBeenCalledWith("你好呀");
    expect(screen.getByText("2/500")).toBeTruthy();
  });

  it("announces an error", () => {
    render(<TextArea label="反馈内容" value="" onChange={() => {}} error="请填写反馈内容" />);
    expect(screen.getByLabelText("反馈内容").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("请填写反馈内容");
  });
});
