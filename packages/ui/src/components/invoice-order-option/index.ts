export { InvoiceOrderOption, type InvoiceOrderOptionProps } from "./invoice-order-option";
