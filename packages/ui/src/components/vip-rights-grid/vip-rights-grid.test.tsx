import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_VIP_RIGHT_GROUPS } from "../../stories/sample-commerce";
import { VipRightsGrid } from "./vip-rights-grid";

describe("VipRightsGrid", () => {
  it("shows each type as a titled group with its rights", () => {
    render(<VipRightsGrid groups={SAMPLE_VIP_RIGHT_GROUPS} />);
    const study = screen.getByRole("region", { name: "学习特权" });
    expect(within(study).getAllByRole("listitem")).toHaveLength(3);
    expect(within(study).getByText("付费课程免费学")).toBeTruthy();
    const service = screen.getByRole("region", { name: "服务特权" });
    expect(within(service).getByText("专家答疑")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["学习特权", "服务特权"]);
  });
});
