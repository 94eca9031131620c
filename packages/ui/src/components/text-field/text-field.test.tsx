import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("labels its input and reports the typed value", () => {
    const onChange = vi.fn();
    render(<TextField label="手机号" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("手机号"), { target: { value: "138" } });
    expect(onChange).toHaveBeenCalledWith("138");
  });

  it("marks the input invalid and describes it with the error", () => {
    render(<TextField label="手机号" value="1" onChange={() => {}} error="请输入正确的手机号" />);
    const input = screen.getByLabelText("手机号");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("请输入正确的手机号");
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
  });

  it("is valid without an error", () => {
    render(<TextField label="密码" value="" onChange={() => {}} hint="6-20位" />);
    expect(screen.getByLabelText("密码").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
