import { INVOICE_MESSAGES } from "./invoice.messages";
import { isValidUscc, normalizeUscc } from "./uscc.rules";

/** A title is a person's name or a company with its tax number. API codes: 1 personal, 2 company. */
export const INVOICE_TITLE_TYPES = {
  personal: { value: 1, label: "个人" },
  company: { value: 2, label: "单位" },
} as const;
export type InvoiceTitleTypeValue = (typeof INVOICE_TITLE_TYPES)[keyof typeof INVOICE_TITLE_TYPES]["value"];

/** 普通发票 (1) and 增值税专用发票 (2). */
export const INVOICE_KINDS = {
  normal: { value: 1, label: "普通发票" },
  special: { value: 2, label: "专用发票" },
} as const;
export type InvoiceKindValue = (typeof INVOICE_KINDS)[keyof typeof INVOICE_KINDS]["value"];

/** An application is 申请中 until an operator issues (已开具) or voids (已作废) it. */
export const INVOICE_STATUSES = {
  pending: { value: 1, label: "申请中" },
  issued: { value: 2, label: "已开具" },
  voided: { value: 3, label: "已作废" },
} as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[keyof typeof INVOICE_STATUSES]["value"];

export const INVOICE_LIMITS = {
  /** Titles one learner keeps: a person, a few employers and clients; more is a list nobody can choose from. */
  titlesPerLearner: 10,
  name: 100,
  address: 100,
  bank: 50,
  email: 100,
} as const;

const label = <V extends number>(table: Record<string, { value: V; label: string }>, value: number): string | null =>
  Object.values(table).find((entry) => entry.value === value)?.label ?? null;

export const invoiceTitleTypeLabel = (value: number) => label(INVOICE_TITLE_TYPES, value);
export const invoiceKindLabel = (value: number) => label(INVOICE_KINDS, value);
export const invoiceStatusLabel = (value: number) => label(INVOICE_STATUSES, value);

/** A title as a learner submits it (every text field as typed; optional fields may be empty). */
export interface InvoiceTitleInput {
  readonly titleType: number;
  readonly name: string;
  readonly taxNo: string;
  readonly address: string;
  readonly phone: string;
  readonly bank: string;
  readonly account: string;
}

export interface InvoiceTitleFields {
  readonly titleType: InvoiceTitleTypeValue;
  readonly name: string;
  readonly taxNo: string;
  readonly address: string;
  readonly phone: string;
  readonly bank: string;
  readonly account: string;
}

export type FieldCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly field: string; readonly message: string };

const PHONE = /^[0-9()（）+\- ]{5,20}$/;
const ACCOUNT = /^\d[\d ]{6,38}\d$/;

/**
 * Checks and normalizes a title: trimmed texts, the tax number without spaces and upper case, the account without
 * spaces. A personal title keeps only its name (company details are cleared). The first problem names its field.
 */
export function checkInvoiceTitle(input: InvoiceTitleInput): FieldCheck<InvoiceTitleFields> {
  const problem = (field: string, message: string) => ({ ok: false as const, field, message });
  if (input.titleType !== 1 && input.titleType !== 2) return problem("titleType", INVOICE_MESSAGES.titleTypeInvalid);
  const name = input.name.trim();
  if (name === "") return problem("name", INVOICE_MESSAGES.nameRequired);
  if ([...name].length > INVOICE_LIMITS.name) return problem("name", INVOICE_MESSAGES.nameTooLong(INVOICE_LIMITS.name));
  const taxNo = normalizeUscc(input.taxNo);
  if (input.titleType === 1) {
    if (taxNo !== "") return problem("taxNo", INVOICE_MESSAGES.taxNoForPersonal);
    return { ok: true, value: { titleType: 1, name, taxNo: "", address: "", phone: "", bank: "", account: "" } };
  }
  if (taxNo === "") return problem("taxNo", INVOICE_MESSAGES.taxNoRequired);
  if (!isValidUscc(taxNo)) return problem("taxNo", INVOICE_MESSAGES.taxNoInvalid);
  const address = input.address.trim();
  if ([...address].length > INVOICE_LIMITS.address)
    return problem("address", INVOICE_MESSAGES.addressTooLong(INVOICE_LIMITS.address));
  const phone = input.phone.trim();
  if (phone !== "" && !PHONE.test(phone)) return problem("phone", INVOICE_MESSAGES.phoneInvalid);
  const bank = input.bank.trim();
  if ([...bank].length > INVOICE_LIMITS.bank) return problem("bank", INVOICE_MESSAGES.bankTooLong(INVOICE_LIMITS.bank));
  const typedAccount = input.account.trim();
  if (typedAccount !== "" && !ACCOUNT.test(typedAccount)) return problem("account", INVOICE_MESSAGES.accountInvalid);
  const account = typedAccount.replace(/ /g, "");
  return { ok: true, value: { titleType: 2, name, taxNo, address, phone, bank, account } };
}

/** 专用发票 needs a company title with every registration field (address, phone, bank, account). */
export const qualifiesForSpecialInvoice = (title: InvoiceTitleFields): boolean =>
  title.titleType === 2 &&
  title.taxNo !== "" &&
  title.address !== "" &&
  title.phone !== "" &&
  title.bank !== "" &&
  title.account !== "";

// One @ between a local part and a dotted domain, no spaces: what a mail server accepts in practice.
const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** The delivery address of an invoice, trimmed; the problem names the field `email`. */
export function checkInvoiceEmail(raw: string): FieldCheck<string> {
  const email = raw.trim();
  if (email === "") return { ok: false, field: "email", message: INVOICE_MESSAGES.emailRequired };
  if (email.length > INVOICE_LIMITS.email || !EMAIL.test(email))
    return { ok: false, field: "email", message: INVOICE_MESSAGES.emailInvalid };
  return { ok: true, value: email };
}

/** VAT on the site's services (现代服务业, general taxpayer): 6 %, in basis points. */
export const INVOICE_TAX_RATE_BASIS_POINTS = 600;

/**
 * Splits a tax-inclusive amount in fen into the amount without tax and the tax, in integer fen (never floats):
 * net = round-half-up(total / (1 + rate)), tax = total − net, so the two always add up to what was paid.
 */
export function splitTax(
  totalFen: number,
  rateBasisPoints: number = INVOICE_TAX_RATE_BASIS_POINTS,
): { readonly netFen: number; readonly taxFen: number } {
  if (!Number.isSafeInteger(totalFen) || totalFen < 0) throw new RangeError(`not an amount in fen: ${totalFen}`);
  const divisor = 10_000 + rateBasisPoints;
  const netFen = Math.floor((totalFen * 20_000 + divisor) / (2 * divisor));
  return { netFen, taxFen: totalFen - netFen };
}
