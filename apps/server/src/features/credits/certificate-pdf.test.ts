import { CREDIT_MESSAGES } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { unprintableCharacters } from "../invoices/invoice-font";
import { CREDITS_MESSAGES } from "./credits.messages";

describe("the certificate PDFs' font", () => {
  it("has every character of the certificates' fixed texts (the invoices' GB 2312 subset is enough)", () => {
    const P = CREDITS_MESSAGES.pdf;
    const texts = [
      ...(Object.values(P) as unknown[]).filter((v): v is string => typeof v === "string"),
      P.courseBody("课程"),
      P.yearBody(2026),
      ...Object.values(CREDIT_MESSAGES.certificateKinds),
      "专业科目公需科目（）：0123456789.学时年月日JYXS-*No",
    ];
    expect(unprintableCharacters(texts.join(""))).toEqual([]);
  });

  it("finds a character outside the subset (the check can fail)", () => {
    expect(unprintableCharacters("䶮")).toEqual(["䶮"]);
  });
});
