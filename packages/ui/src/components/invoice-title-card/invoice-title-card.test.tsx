import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InvoiceTitleCard } from "./invoice-title-card";

describe("InvoiceTitleCard", () => {
  it("shows a company's code and details, the default and 专票 tags", () => {
    render(
      <InvoiceTitleCard titleType={2} name="某公司" taxNo="91110000600037341L" bank="某银行" isDefault specialReady />,
    );
    expect(screen.getByRole("heading", { name: "某公司" })).toBeTruthy();
    expect(screen.getByText("91110000600037341L")).toBeTruthy();
    expect(screen.getByText("某银行")).toBeTruthy();
    expect(screen.queryByText("注册地址")).toBeNull();
    expect(screen.getByText("默认")).toBeTruthy();
    expect(screen.getByText("可开专票")).toBeTruthy();
  });
  it("shows a person's name only", () => {
    render(<InvoiceTitleCard titleType={1} name="张三" taxNo="ignored" />);
    expect(screen.getByText("个人")).toBeTruthy();
    expect(screen.queryByText("ignored")).toBeNull();
    expect(screen.queryByText("默认")).toBeNull();
  });
});
