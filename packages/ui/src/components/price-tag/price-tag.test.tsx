import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceTag } from "./price-tag";

describe("PriceTag", () => {
  it("shows 免费 for zero, '0.00' and a missing price", () => {
    render(
      <>
        <PriceTag price={0} />
        <PriceTag price="0.00" />
        <PriceTag price={undefined} />
      </>,
    );
    expect(screen.getAllByText("免费")).toHaveLength(3);
  });

  it("shows ¥ with two decimals and the original price struck through", () => {
    const { container } = render(<PriceTag price="99" originalPrice="199" />);
    expect(screen.getByText("¥99.00")).toBeTruthy();
    expect(container.querySelector("del")?.textContent).toBe("¥199.00");
  });

  it("does not strike through a free course's original price", () => {
    const { container } = render(<PriceTag price={0} originalPrice="199" />);
    expect(container.querySelector("del")).toBeNull();
  });
});
