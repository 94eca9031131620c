import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { gapClass, justifyContentClass } from "../../theme/layout-classes.css";
import { Inline } from "./inline";
import * as styles from "./inline.css";

describe("Inline", () => {
  it("wraps by default and stays on one line when told", () => {
    const { container, rerender } = render(
      <Inline>
        <span>提交</span>
      </Inline>,
    );
    const row = container.firstElementChild as HTMLElement;
    expect(row.classList.contains(styles.wrap)).toBe(true);
    rerender(
      <Inline wrap={false}>
        <span>提交</span>
      </Inline>,
    );
    expect(row.classList.contains(styles.noWrap)).toBe(true);
    expect(row.classList.contains(styles.wrap)).toBe(false);
  });

  it("takes the space and justification from the theme's steps", () => {
    const { container } = render(
      <Inline as="nav" space="medium" justify="space-between">
        <a href="/home">首页</a>
      </Inline>,
    );
    const row = container.firstElementChild as HTMLElement;
    expect(row.tagName).toBe("NAV");
    expect(row.classList.contains(gapClass.medium)).toBe(true);
    expect(row.classList.contains(justifyContentClass["space-between"])).toBe(true);
  });
});
