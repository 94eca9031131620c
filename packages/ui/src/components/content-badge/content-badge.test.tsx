import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentBadge } from "./content-badge";

describe("ContentBadge", () => {
  it("shows 更新 and 上新 in different colours", () => {
    render(
      <>
        <ContentBadge type={2} />
        <ContentBadge type={3} />
      </>,
    );
    expect(screen.getByText("更新").className).not.toBe(screen.getByText("上新").className);
  });

  it("draws nothing for 制作中, 待更新 and unknown types on a card", () => {
    const { container } = render(
      <>
        <ContentBadge type={1} />
        <ContentBadge type={4} />
        <ContentBadge type={9} />
        <ContentBadge type={null} />
      </>,
    );
    expect(container.innerHTML).toBe("");
  });

  it("draws 制作中 and 待更新 in the same yellow when asked", () => {
    render(
      <>
        <ContentBadge type={1} showHidden />
        <ContentBadge type={4} showHidden />
      </>,
    );
    expect(screen.getByText("制作中").className).toBe(screen.getByText("待更新").className);
  });
});
