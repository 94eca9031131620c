import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleLives, storyNow } from "../../stories/sample-lives";
import { LiveInfo } from "./live-info";

const info = (index: number) => (
  <LiveInfo live={sampleLives[index]!} now={storyNow} description="" lecturer={null} onAction={() => {}} />
);

describe("LiveInfo on the session's own page", () => {
  it("offers 报名预约 before the start", () => {
    render(info(0));
    expect(screen.getByRole("button", { name: "报名预约" })).toBeTruthy();
  });

  it("has no 立即进入 while live: the page it would open is this one, with the player", () => {
    render(info(2));
    expect(screen.queryByRole("button", { name: "立即进入" })).toBeNull();
  });

  it("keeps 查看回放, which starts the replay beside it", () => {
    render(info(3));
    expect(screen.getByRole("button", { name: "查看回放" })).toBeTruthy();
  });
});
