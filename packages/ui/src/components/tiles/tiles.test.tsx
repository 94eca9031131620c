import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tiles } from "./tiles";
import * as styles from "./tiles.css";

describe("Tiles", () => {
  it("renders its children in the element asked for", () => {
    render(
      <Tiles as="ul" columns={2}>
        <li>增值税</li>
        <li>企业所得税</li>
      </Tiles>,
    );
    const list = screen.getByRole("list");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["增值税", "企业所得税"]);
    expect(list.className).toContain(styles.tiles);
  });

  it("takes a fixed count a row, and another below the medium breakpoint only when given", () => {
    const { container, rerender } = render(
      <Tiles columns={4} narrowColumns={2}>
        <span>课程</span>
      </Tiles>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.className).toContain(styles.columns[4]);
    expect(grid.className).toContain(styles.narrowColumns[2]);
    rerender(
      <Tiles columns={3}>
        <span>课程</span>
      </Tiles>,
    );
    expect(grid.className).toContain(styles.columns[3]);
    expect(Object.values(styles.narrowColumns).some((name) => grid.className.includes(name))).toBe(false);
  });

  it("fits as many tiles as the minimum width allows instead of a fixed count", () => {
    const { container } = render(
      <Tiles minTileWidth="small" space="large">
        <span>课程</span>
      </Tiles>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.className).toContain(styles.minTileWidth.small);
    expect(Object.values(styles.columns).some((name) => grid.className.includes(name))).toBe(false);
  });
});
