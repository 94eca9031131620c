import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LazyImage } from "./lazy-image";

describe("LazyImage", () => {
  it("shows the image once loaded", () => {
    render(<LazyImage src="/cover.png" alt="课程封面" width={270} height={152} />);
    const image = screen.getByRole("img", { name: "课程封面" });
    fireEvent.load(image);
    expect(image.getAttribute("src")).toBe("/cover.png");
  });

  it("shows the error placeholder after one failed load and does not retry (spec §8)", () => {
    render(<LazyImage src="/broken.png" alt="课程封面" width={270} height={152} />);
    fireEvent.error(screen.getByRole("img", { name: "课程封面" }));
    expect(screen.getByRole("img", { name: "课程封面（图片加载失败）" })).toBeTruthy();
    expect(document.querySelector("img")).toBeNull();
  });

  it("tries again when given a new source", () => {
    const { rerender } = render(<LazyImage src="/broken.png" alt="封面" width={10} height={10} />);
    fireEvent.error(screen.getByRole("img", { name: "封面" }));
    rerender(<LazyImage src="/fixed.png" alt="封面" width={10} height={10} />);
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/fixed.png");
  });

  it("shows the empty-image placeholder without a source (a course with no cover yet), not 图片加载失败", () => {
    const { container } = render(<LazyImage src={undefined} alt="封面" width={10} height={10} />);
    expect(screen.getByRole("img", { name: "封面（暂无图片）" })).toBeTruthy();
    expect(container.textContent).not.toContain("图片加载失败");
    render(<LazyImage src="" alt="课程封面" width={10} height={10} />);
    expect(screen.getByRole("img", { name: "课程封面（暂无图片）" })).toBeTruthy();
  });

  it("keeps a failed decorative image silent", () => {
    const { container } = render(<LazyImage src="/broken.png" alt="" width={10} height={10} eager />);
    fireEvent.error(container.querySelector("img")!);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe("图片加载失败");
  });

  it("shows an eager image before its load event, as a lazy one once loaded (it is in the server's HTML)", () => {
    const eager = render(<LazyImage src="/a.png" alt="横幅" width={10} height={10} eager />);
    const eagerClass = eager.container.querySelector("img")?.className;
    const lazy = render(<LazyImage src="/a.png" alt="封面" width={10} height={10} />);
    const lazyImage = lazy.container.querySelector("img") as HTMLImageElement;
    expect(lazyImage.className).not.toBe(eagerClass);
    fireEvent.load(lazyImage);
    expect(lazyImage.className).toBe(eagerClass);
  });

  it("fetches a priority image first and at once", () => {
    render(<LazyImage src="/banner.png" alt="横幅" width={1200} height={360} priority />);
    const image = screen.getByRole("img", { name: "横幅" });
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.getAttribute("loading")).toBeNull();
  });

  it("keeps a fixed aspect box", () => {
    const { container } = render(<LazyImage src="/a.png" alt="封面" width={270} height={152} fill />);
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe("270 / 152");
  });
});
