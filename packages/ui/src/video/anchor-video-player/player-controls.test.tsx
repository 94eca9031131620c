import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatClock, PlayerControls, type PlayerControlsProps } from "./player-controls";

const props = (overrides: Partial<PlayerControlsProps> = {}): PlayerControlsProps => ({
  playing: false,
  currentTime: 0,
  duration: 0,
  seekable: true,
  onTogglePlay: vi.fn(),
  onSeek: vi.fn(),
  rate: 1,
  onChooseRate: vi.fn(),
  levels: [],
  level: -1,
  definitionLabels: [],
  onChooseLevel: vi.fn(),
  captions: null,
  fullscreen: false,
  onToggleFullscreen: vi.fn(),
  ...overrides,
});

describe("formatClock", () => {
  it("is mm:ss, whole seconds, never negative", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(65.9)).toBe("01:05");
    expect(formatClock(-3)).toBe("00:00");
    expect(formatClock(Number.NaN)).toBe("00:00");
  });
});

describe("PlayerControls", () => {
  it("shows the position and length, and seeks only where seekable", () => {
    const onSeek = vi.fn();
    const { rerender } = render(<PlayerControls {...props({ currentTime: 12, duration: 75, onSeek })} />);
    expect(screen.getByText("00:12 / 01:15")).toBeTruthy();
    const seek = screen.getByRole("slider", { name: "播放进度" }) as HTMLInputElement;
    fireEvent.change(seek, { target: { value: "30" } });
    expect(onSeek).toHaveBeenCalledWith(30);
    rerender(<PlayerControls {...props({ seekable: false })} />);
    expect(seek.disabled).toBe(true);
  });

  it("offers a definition only when the stream has more than one, labelled by height", () => {
    const { rerender } = render(<PlayerControls {...props({ levels: [{ height: 360, index: 0 }] })} />);
    expect(screen.queryByRole("combobox", { name: "清晰度" })).toBeNull();
    const onChooseLevel = vi.fn();
    rerender(
      <PlayerControls
        {...props({
          levels: [
            { height: 360, index: 1 },
            { height: 540, index: 0 },
          ],
          definitionLabels: [{ height: 360, label: "标清" }],
          onChooseLevel,
        })}
      />,
    );
    const select = screen.getByRole("combobox", { name: "清晰度" });
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["自动", "标清", "540p"]);
    fireEvent.change(select, { target: { value: "0" } });
    expect(onChooseLevel).toHaveBeenCalledWith(0);
  });

  it("labels play and fullscreen by their state", () => {
    const onToggleFullscreen = vi.fn();
    render(<PlayerControls {...props({ playing: true, fullscreen: true, onToggleFullscreen })} />);
    expect(screen.getByRole("button", { name: "暂停" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "退出全屏" }));
    expect(onToggleFullscreen).toHaveBeenCalledOnce();
  });

  it("has a 字幕 toggle only when the lecture has captions, pressed while they show", () => {
    const onToggle = vi.fn();
    const { rerender } = render(<PlayerControls {...props()} />);
    expect(screen.queryByRole("button", { name: "字幕" })).toBeNull();
    rerender(<PlayerControls {...props({ captions: { shown: false, onToggle } })} />);
    const toggle = screen.getByRole("button", { name: "字幕" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(toggle.getAttribute("title")).toBe("打开字幕");
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<PlayerControls {...props({ captions: { shown: true, onToggle } })} />);
    expect(screen.getByRole("button", { name: "字幕" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "字幕" }).getAttribute("title")).toBe("关闭字幕");
  });
});
