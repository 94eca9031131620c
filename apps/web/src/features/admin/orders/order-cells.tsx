import { Link } from "react-router";
import * as styles from "../admin.css";
import { ADMIN_TEXT, ORDER_STATUS_LABELS } from "../admin.messages";
import { when } from "../admin-format";

/** The order columns every console order table shows (the order list adds its learner after the number). */
export const ORDER_COLUMNS = {
  tradeNo: { key: "tradeNo", title: ADMIN_TEXT.tradeNo },
  product: { key: "product", title: ADMIN_TEXT.product },
  amount: { key: "amount", title: ADMIN_TEXT.amount },
  status: { key: "status", title: ADMIN_TEXT.status },
  createdAt: { key: "createdAt", title: ADMIN_TEXT.createdAt },
} as const;

/** Those columns' cells for one order: its number links to the order's console page. */
export const orderCells = (order: {
  tradeNo: string;
  productName: string;
  amount: string;
  status: string;
  createdAt: string;
}) => ({
  tradeNo: (
    <Link className={styles.link} to={`/admin/orders/${order.tradeNo}`}>
      {order.tradeNo}
    </Link>
  ),
  product: order.productName,
  amount: `¥${order.amount}`,
  status: ORDER_STATUS_LABELS[order.status] ?? order.status,
  createdAt: when(order.createdAt),
});
