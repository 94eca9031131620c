import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { alignItemsClass, gapClass } from "../../theme/layout-classes.css";
import { Stack } from "./stack";
import * as styles from "./stack.css";

describe("Stack", () => {
  it("stacks its children in the element asked for, standard space and stretched by default", () => {
    render(
      <Stack as="ul">
        <li>增值税</li>
        <li>企业所得税</li>
      </Stack>,
    );
    const list = screen.getByRole("list");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(list.classList.contains(styles.stack)).toBe(true);
    expect(list.classList.contains(gapClass.standard)).toBe(true);
    expect(list.classList.contains(alignItemsClass.stretch)).toBe(true);
  });

  it("takes the space and alignment from the theme's steps", () => {
    const { container } = render(
      <Stack space="xsmall" align="center">
        <span>课程</span>
      </Stack>,
    );
    const stack = container.firstElementChild as HTMLElement;
    expect(stack.classList.contains(gapClass.xsmall)).toBe(true);
    expect(stack.classList.contains(gapClass.standard)).toBe(false);
    expect(stack.classList.contains(alignItemsClass.center)).toBe(true);
  });
});
