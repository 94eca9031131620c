export { OrderRow, type OrderRowOrder, type OrderRowProps, type OrderRowStatus } from "./order-row";
