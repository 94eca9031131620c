import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StorageAccessPrompt } from "./storage-access-prompt";

describe("StorageAccessPrompt", () => {
  it("asks for storage access on a click", () => {
    const onRequest = vi.fn();
    render(<StorageAccessPrompt state="prompt" onRequest={onRequest} onDismiss={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "允许保存登录状态" }));
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it("after a refusal only explains and can be dismissed", () => {
    const onDismiss = vi.fn();
    render(<StorageAccessPrompt state="denied" onRequest={() => {}} onDismiss={onDismiss} />);
    expect(screen.queryByRole("button", { name: "允许保存登录状态" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "知道了" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
