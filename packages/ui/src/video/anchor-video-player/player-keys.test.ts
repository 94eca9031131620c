import type { KeyboardEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { playerKeyHandler } from "./player-keys";

const press = (key: string, target: HTMLElement = document.createElement("section")) => {
  const actions = { togglePlay: vi.fn(), seekBy: vi.fn(), toggleFullscreen: vi.fn() };
  const preventDefault = vi.fn();
  playerKeyHandler(actions)({ key, target, preventDefault } as unknown as KeyboardEvent<HTMLElement>);
  return { ...actions, preventDefault };
};

describe("playerKeyHandler", () => {
  it("plays or pauses on space and seeks 5 s on ←/→", () => {
    expect(press(" ").togglePlay).toHaveBeenCalledOnce();
    expect(press("ArrowLeft").seekBy).toHaveBeenCalledWith(-5);
    expect(press("ArrowRight").seekBy).toHaveBeenCalledWith(5);
    expect(press(" ").preventDefault).toHaveBeenCalledOnce();
  });

  it("toggles fullscreen on f and F, even inside a control", () => {
    expect(press("f").toggleFullscreen).toHaveBeenCalledOnce();
    expect(press("F", document.createElement("select")).toggleFullscreen).toHaveBeenCalledOnce();
  });

  it("leaves a control's own keys and any other key alone", () => {
    const range = document.createElement("input");
    const inRange = press("ArrowRight", range);
    expect(inRange.seekBy).not.toHaveBeenCalled();
    expect(inRange.preventDefault).not.toHaveBeenCalled();
    const button = document.createElement("button");
    const label = document.createElement("span");
    button.append(label);
    expect(press(" ", label).togglePlay).not.toHaveBeenCalled();
    const other = press("Enter");
    expect(other.togglePlay).not.toHaveBeenCalled();
    expect(other.preventDefault).not.toHaveBeenCalled();
  });
});
