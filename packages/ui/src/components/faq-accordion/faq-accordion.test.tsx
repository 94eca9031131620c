import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_FAQ } from "../../stories/sample-commerce";
import { FaqAccordion } from "./faq-accordion";

describe("FaqAccordion", () => {
  it("opens one answer at a time and closes it again", () => {
    render(<FaqAccordion items={SAMPLE_FAQ} />);
    const first = screen.getByRole("button", { name: SAMPLE_FAQ[0]!.question });
    const second = screen.getByRole("button", { name: SAMPLE_FAQ[1]!.question });
    const answer = screen.getByText(SAMPLE_FAQ[0]!.answer);
    expect(answer.hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(answer.hidden).toBe(false);
    expect(first.getAttribute("aria-controls")).toBe(answer.id);
    fireEvent.click(second);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(second.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(second);
    expect(second.getAttribute("aria-expanded")).toBe("false");
  });
});
