export { InvoiceRecordCard, type InvoiceRecordCardProps, type InvoiceRecordOrder } from "./invoice-record-card";
