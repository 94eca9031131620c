import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RichText, withLazyImages } from "./rich-text";

afterEach(cleanup);

const figure = '<p>正文</p><img src="/media/policies/2001.svg" alt="政策附图" width="640" height="360" />';

describe("RichText images", () => {
  it("load lazily and decode asynchronously, keeping the figure's width and height for its box", () => {
    render(<RichText sanitisedHtml={figure} />);
    const image = screen.getByRole("img", { name: "政策附图" });
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("decoding")).toBe("async");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["640", "360"]);
    expect(image.getAttribute("src")).toBe("/media/policies/2001.svg");
    expect(screen.getByText("正文").tagName).toBe("P");
  });

  it("marks every image, not only the first", () => {
    const html = withLazyImages('<img src="/a.svg" alt="一"><p>中间</p><img src="/b.svg" alt="二" loading="eager">');
    const holder = document.createElement("div");
    holder.innerHTML = html;
    expect([...holder.querySelectorAll("img")].map((image) => image.getAttribute("loading"))).toEqual(["lazy", "lazy"]);
  });

  it("leaves a body without images as it is", () => {
    const html = "<h3>一、要点</h3><p>1 &lt; 2 &amp; 3</p>";
    expect(withLazyImages(html)).toBe(html);
  });
});
