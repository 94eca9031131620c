import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { siteFeedback } from "./site-feedback.contract";

const decode = (input: Record<string, unknown>) =>
  Schema.decodeUnknownEither(siteFeedback.request)(input, { onExcessProperty: "ignore" });

describe("siteFeedback request", () => {
  it("decodes form text: trims content and contact, reads the star", () => {
    const decoded = decode({
      type: "content",
      star: "5",
      content: "  这是一条足够长的反馈内容  ",
      contact: " 13912345678 ",
    });
    expect(decoded).toMatchObject({
      _tag: "Right",
      right: { type: "content", star: 5, content: "这是一条足够长的反馈内容", contact: "13912345678" },
    });
  });

  it("counts content in characters after trimming (10–500)", () => {
    expect(decode({ type: "other", content: ` ${"字".repeat(9)} ` })._tag).toBe("Left");
    expect(decode({ type: "other", content: "字".repeat(10) })._tag).toBe("Right");
    expect(decode({ type: "other", content: "😀".repeat(500) })._tag).toBe("Right");
    expect(decode({ type: "other", content: "字".repeat(501) })._tag).toBe("Left");
  });

  it("takes only the offered kinds, stars 1–5 and an empty or mainland mobile contact", () => {
    const base = { type: "other", content: "字".repeat(10) };
    expect(decode({ ...base, type: "praise" })._tag).toBe("Left");
    expect(decode({ ...base, star: 0 })._tag).toBe("Left");
    expect(decode({ ...base, star: "6" })._tag).toBe("Left");
    expect(decode({ ...base, star: 1 })._tag).toBe("Right");
    expect(decode({ ...base, contact: "" })._tag).toBe("Right");
    expect(decode({ ...base, contact: "12345678901" })._tag).toBe("Left");
  });
});
