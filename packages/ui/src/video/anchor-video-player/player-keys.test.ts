import type { KeyboardEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_CARD_ATTRIBUTE, playerKeyHandler } from "./player-keys";

const press = (
  key: string,
  target: HTMLElement = document.createElement("section"),
  modifiers: Partial<Record<"ctrlKey" | "altKey" | "metaKey", boolean>> = {},
) => {
  const actions = { togglePlay: vi.fn(), seekBy: vi.fn(), toggleFullscreen: vi.fn() };
  const preventDefault = vi.fn();
  playerKeyHandler(actions)({ key, target, preventDefault, ...modifiers } as unknown as KeyboardEvent<HTMLElement>);
  return { ...actions, preventDefault };
};

describe("playerKeyHandler", () => {
  it("plays or pauses on space and on k, and seeks 5 s on ←/→", () => {
    expect(press(" ").togglePlay).toHaveBeenCalledOnce();
    expect(press("k").togglePlay).toHaveBeenCalledOnce();
    expect(press("K").togglePlay).toHaveBeenCalledOnce();
    expect(press("ArrowLeft").seekBy).toHaveBeenCalledWith(-5);
    expect(press("ArrowRight").seekBy).toHaveBeenCalledWith(5);
    expect(press(" ").preventDefault).toHaveBeenCalledOnce();
    expect(press("k").preventDefault).toHaveBeenCalledOnce();
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
    expect(press("k", button).togglePlay).not.toHaveBeenCalled();
    const other = press("Enter");
    expect(other.togglePlay).not.toHaveBeenCalled();
    expect(other.preventDefault).not.toHaveBeenCalled();
  });

  it("leaves every key inside an interaction card to the card", () => {
    const card = document.createElement("section");
    card.setAttribute(PLAYER_CARD_ATTRIBUTE, "");
    const text = document.createElement("p");
    card.append(text);
    for (const key of [" ", "k", "ArrowLeft", "ArrowRight", "f"]) {
      const pressed = press(key, text);
      expect(pressed.togglePlay).not.toHaveBeenCalled();
      expect(pressed.seekBy).not.toHaveBeenCalled();
      expect(pressed.toggleFullscreen).not.toHaveBeenCalled();
      expect(pressed.preventDefault).not.toHaveBeenCalled();
    }
  });

  it("leaves a key pressed with Ctrl, Alt or ⌘ to the browser (⌘F finds in the page)", () => {
    expect(press("f", undefined, { metaKey: true }).toggleFullscreen).not.toHaveBeenCalled();
    expect(press("ArrowLeft", undefined, { altKey: true }).seekBy).not.toHaveBeenCalled();
    expect(press("k", undefined, { ctrlKey: true }).togglePlay).not.toHaveBeenCalled();
  });
});
