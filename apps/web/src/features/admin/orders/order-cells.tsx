import { Link } from "react-router";
import * as styles from "../admin.css";
import { ADMIN_TEXT, ORDER_STATUS_LABELS } from "../admin.messages";
import { when } from "../admin-format";

type OrderRow = { tradeNo: string; productName: string; amount: string; status: string; createdAt: string };

/**
 * The order columns every console order table shows (the order list adds its learner after the number); the number
 * links to the order's console page.
 */
export const ORDER_COLUMNS = {
  tradeNo: {
    key: "tradeNo",
    title: ADMIN_TEXT.tradeNo,
    cell: (order: OrderRow) => (
      <Link className={styles.link} to={`/admin/orders/${order.tradeNo}`}>
        {order.tradeNo}
      </Link>
    ),
  },
  product: { key: "product", title: ADMIN_TEXT.product, cell: (order: OrderRow) => order.productName },
  amount: { key: "amount", title: ADMIN_TEXT.amount, cell: (order: OrderRow) => `¥${order.amount}` },
  status: {
    key: "status",
    title: ADMIN_TEXT.status,
    cell: (order: OrderRow) => ORDER_STATUS_LABELS[order.status] ?? order.status,
  },
  createdAt: { key: "createdAt", title: ADMIN_TEXT.createdAt, cell: (order: OrderRow) => when(order.createdAt) },
} as const;
