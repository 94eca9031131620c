import type { InvoiceTitleData } from "@taxlearn/api";
import { checkInvoiceTitle } from "@taxlearn/core";

/** What the title form holds while the learner types. */
export interface TitleDraft {
  readonly id: number | null;
  readonly titleType: 1 | 2;
  readonly name: string;
  readonly taxNo: string;
  readonly address: string;
  readonly phone: string;
  readonly bank: string;
  readonly account: string;
  readonly isDefault: boolean;
}

export type TitleField = "name" | "taxNo" | "address" | "phone" | "bank" | "account";

export const EMPTY_DRAFT: TitleDraft = {
  id: null,
  titleType: 2,
  name: "",
  taxNo: "",
  address: "",
  phone: "",
  bank: "",
  account: "",
  isDefault: false,
};

export const draftOf = (title: InvoiceTitleData): TitleDraft => ({
  id: title.id,
  titleType: title.titleType === 1 ? 1 : 2,
  name: title.name,
  taxNo: title.taxNo,
  address: title.address,
  phone: title.phone,
  bank: title.bank,
  account: title.account,
  isDefault: title.isDefault,
});

/**
 * The first problem of the draft by field, as the server would answer it (the same core rule), so the learner sees
 * it under the field before anything is sent. A personal title sends no company fields.
 */
export function titleDraftProblem(draft: TitleDraft): { field: TitleField; message: string } | null {
  const personal = draft.titleType === 1;
  const checked = checkInvoiceTitle({
    ...draft,
    ...(personal ? { taxNo: "", address: "", phone: "", bank: "", account: "" } : {}),
  });
  if (checked.ok) return null;
  return { field: checked.field as TitleField, message: checked.message };
}

/** The form fields sent to invoiceTitleSave. */
export const titleSaveInput = (draft: TitleDraft) => ({
  ...(draft.id !== null ? { id: draft.id } : {}),
  titleType: draft.titleType,
  name: draft.name.trim(),
  ...(draft.titleType === 2
    ? { taxNo: draft.taxNo, address: draft.address, phone: draft.phone, bank: draft.bank, account: draft.account }
    : {}),
  isDefault: draft.isDefault ? (1 as const) : (0 as const),
});
