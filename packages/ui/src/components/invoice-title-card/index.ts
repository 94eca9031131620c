export { InvoiceTitleCard, type InvoiceTitleCardProps } from "./invoice-title-card";
