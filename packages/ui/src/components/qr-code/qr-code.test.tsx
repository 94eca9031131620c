import { act, render, screen, waitFor } from "@testing-library/react";
import QRCode from "qrcode";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QrCode } from "./qr-code";
import { qrPath } from "./qr-path";

describe("QrCode", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("draws exactly the dark modules of the URL's symbol", async () => {
    const url = "https://example.com/app";
    const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
    let dark = 0;
    for (let index = 0; index < modules.size * modules.size; index += 1) {
      if (modules.get(Math.floor(index / modules.size), index % modules.size)) dark += 1;
    }
    const { size, path } = await qrPath(url);
    expect(size).toBe(modules.size);
    expect(path.split("M").length - 1).toBe(dark);
  });

  it("is an image named by its label, its box sized at once and its modules drawn when the encoder has loaded", async () => {
    render(<QrCode value="https://example.com/app" label="APP下载" size={88} />);
    const image = screen.getByRole("img", { name: "APP下载" });
    expect(image.getAttribute("data-qr-value")).toBe("https://example.com/app");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["88", "88"]);
    const { path } = await qrPath("https://example.com/app");
    await waitFor(() => expect(image.querySelector("path")?.getAttribute("d")).toBe(path));
    expect(image.getAttribute("aria-busy")).toBeNull();
  });

  it("draws its modules only once it comes near the viewport (the footer's codes are far below the first view)", async () => {
    let reveal: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof reveal) {
          reveal = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<QrCode value="https://example.com/app" label="APP下载" />);
    const image = screen.getByRole("img", { name: "APP下载" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(image.querySelector("path")).toBeNull();
    expect(image.getAttribute("aria-busy")).toBeNull();
    act(() => reveal([{ isIntersecting: true }]));
    await waitFor(() => expect(image.querySelector("path")).not.toBeNull());
    expect(image.getAttribute("aria-busy")).toBeNull();
  });

  it("draws different codes for different URLs", async () => {
    expect((await qrPath("https://example.com/a")).path).not.toBe((await qrPath("https://example.com/b")).path);
  });
});
