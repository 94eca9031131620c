import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SmsCodeButton } from "./sms-code-button";

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

describe("SmsCodeButton", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down 60 seconds after a sent code, then allows another", async () => {
    const onSend = vi.fn(() => true);
    render(<SmsCodeButton onSend={onSend} />);
    const button = screen.getByRole("button", { name: "获取验证码" });
    await click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe("60秒后重新获取");
    expect((button as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe("59秒后重新获取");
    act(() => vi.advanceTimersByTime(58_000));
    expect(button.textContent).toBe("1秒后重新获取");
    await click(button);
    expect(onSend).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe("获取验证码");
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it("does not count down when the code was not sent", async () => {
    render(<SmsCodeButton onSend={() => Promise.resolve(false)} />);
    const button = screen.getByRole("button");
    await click(button);
    expect(button.textContent).toBe("获取验证码");
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it("recovers when sending throws", async () => {
    render(<SmsCodeButton onSend={() => Promise.reject(new Error("network"))} />);
    const button = screen.getByRole("button");
    await click(button);
    expect(button.textContent).toBe("获取验证码");
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
