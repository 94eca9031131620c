import { INVOICE_STATUSES, invoiceStatusLabel } from "@taxlearn/core";
import { invoiceStatusTag } from "./invoice-status-tag.css";

export interface InvoiceStatusTagProps {
  /** 1 申请中, 2 已开具, 3 已作废 (core INVOICE_STATUSES). */
  status: number;
}

const TONES = { 1: "pending", 2: "issued", 3: "voided" } as const;

/** The status of an invoice application as a small coloured tag. */
export function InvoiceStatusTag({ status }: InvoiceStatusTagProps) {
  const tone = TONES[status as keyof typeof TONES] ?? "voided";
  return (
    <span className={invoiceStatusTag({ tone })}>{invoiceStatusLabel(status) ?? INVOICE_STATUSES.voided.label}</span>
  );
}
