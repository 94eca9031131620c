import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SelectField } from "./content-form";

describe("SelectField", () => {
  it("marks a required choice as the text fields do (a red * and aria-required)", () => {
    render(<SelectField label="分类" value="" onChange={() => {}} options={[{ id: "", name: "请选择" }]} required />);
    const select = screen.getByRole("combobox", { name: "分类" });
    expect(select.getAttribute("aria-required")).toBe("true");
    expect(select.closest("div")?.querySelector("label")?.textContent).toBe("分类*");
  });
});
