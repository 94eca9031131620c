export { InvoiceStatusTag, type InvoiceStatusTagProps } from "./invoice-status-tag";
