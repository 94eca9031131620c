import { INVOICE_MESSAGES } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, titleDraftProblem, titleSaveInput } from "./title-form.rules";

describe("title form rules", () => {
  it("names the field of the first problem", () => {
    expect(titleDraftProblem(EMPTY_DRAFT)).toEqual({ field: "name", message: INVOICE_MESSAGES.nameRequired });
    expect(titleDraftProblem({ ...EMPTY_DRAFT, name: "某公司", taxNo: "91110000600037341X" })).toEqual({
      field: "taxNo",
      message: INVOICE_MESSAGES.taxNoInvalid,
    });
    expect(titleDraftProblem({ ...EMPTY_DRAFT, name: "某公司", taxNo: "91110000600037341L" })).toBeNull();
  });
  it("a personal title ignores company fields typed before switching", () => {
    const draft = { ...EMPTY_DRAFT, titleType: 1 as const, name: "张三", taxNo: "bad", bank: "x" };
    expect(titleDraftProblem(draft)).toBeNull();
    expect(titleSaveInput(draft)).toEqual({ titleType: 1, name: "张三", isDefault: 0 });
  });
  it("sends the id when editing and the default flag", () => {
    expect(titleSaveInput({ ...EMPTY_DRAFT, id: 7, name: " 某公司 ", taxNo: "t", isDefault: true })).toMatchObject({
      id: 7,
      titleType: 2,
      name: "某公司",
      taxNo: "t",
      isDefault: 1,
    });
  });
});
