import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { RichTextEditor } from "./rich-text-editor";

// jsdom lays nothing out: ProseMirror scrolls the selection into view with the range's rectangles
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

describe("RichTextEditor", () => {
  it("shows the starting HTML and reports formatting as HTML", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="正文" initialHtml="<p>留抵退税</p>" onChange={onChange} />);
    const box = await screen.findByRole("textbox", { name: "正文" });
    expect(box.innerHTML).toContain("留抵退税");
    const bold = screen.getByRole("button", { name: "加粗" });
    expect(bold.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "二级标题" }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toMatch(/^<h2>留抵退税<\/h2>/));
    expect(screen.getByRole("button", { name: "二级标题" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("announces an error and locks every tool when disabled", async () => {
    render(<RichTextEditor label="正文" initialHtml="" onChange={() => {}} error="正文：请填写内容" disabled />);
    expect(screen.getByRole("alert").textContent).toBe("正文：请填写内容");
    const box = await screen.findByRole("textbox", { name: "正文" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("contenteditable")).toBe("false");
    for (const tool of screen.getAllByRole("button")) expect((tool as HTMLButtonElement).disabled).toBe(true);
  });

  it("adds no <style> element to the page (the site's policy allows style sheets only from its own origin)", async () => {
    render(<RichTextEditor label="正文" initialHtml="<p>留抵退税</p>" onChange={() => {}} />);
    await screen.findByRole("textbox", { name: "正文" });
    // the editor's own rules (white-space, the gap cursor) come with the kit's style sheet instead
    expect(document.querySelector("style[data-tiptap-style]")).toBeNull();
  });
});
