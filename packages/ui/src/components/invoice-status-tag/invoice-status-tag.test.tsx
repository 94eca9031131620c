import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InvoiceStatusTag } from "./invoice-status-tag";

describe("InvoiceStatusTag", () => {
  it("labels each status in its own colour", () => {
    render(
      <>
        <InvoiceStatusTag status={1} />
        <InvoiceStatusTag status={2} />
        <InvoiceStatusTag status={3} />
      </>,
    );
    const classes = ["申请中", "已开具", "已作废"].map((label) => screen.getByText(label).className);
    expect(new Set(classes).size).toBe(3);
  });
});
