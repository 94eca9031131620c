import { formatPrice } from "@taxlearn/core";
import type { ReactNode } from "react";
import { COMMERCE_UI_TEXT } from "../../commerce.messages";
import type { NavigateHandler } from "../../navigation/link-target";
import { routerClick } from "../../navigation/link-target";
import * as styles from "./order-row.css";

/** An order's state: created → paying → paid | closed | refunding → refunded. */
export type OrderRowStatus = "created" | "paying" | "paid" | "closed" | "refunding" | "refunded";

export interface OrderRowOrder {
  tradeNo: string;
  productName: string;
  /** what was bought, e.g. VIP会员 / 课程 */
  productKind: string;
  amount: string;
  status: OrderRowStatus;
  /** the order time, already formatted for display */
  createdAt: string;
}

export interface OrderRowProps {
  order: OrderRowOrder;
  /** where the product opens (the course detail, /vip) */
  productHref?: string;
  onNavigate?: NavigateHandler;
  /** 继续支付, 取消订单, 申请退款, 申请发票 … as the status allows */
  actions?: ReactNode;
  /** a line under the row: a refund rule, a refund reason … */
  note?: ReactNode;
}

const TONE: Record<OrderRowStatus, "pending" | "paid" | "closed" | "refund"> = {
  created: "pending",
  paying: "pending",
  paid: "paid",
  closed: "closed",
  refunding: "refund",
  refunded: "refund",
};

/** One order in the learner centre: number and time, product, amount, status and what can be done with it. */
export function OrderRow({ order, productHref, onNavigate, actions, note }: OrderRowProps) {
  const text = COMMERCE_UI_TEXT;
  return (
    <article className={styles.row} aria-label={`${text.orderNo} ${order.tradeNo}`}>
      <div className={styles.head}>
        <span>
          {text.orderNo}：{order.tradeNo}
        </span>
        <span>
          {text.createdAt}：{order.createdAt}
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.product}>
          {productHref ? (
            <a className={styles.name} href={productHref} onClick={routerClick(productHref, onNavigate)}>
              {order.productName}
            </a>
          ) : (
            <span className={styles.name}>{order.productName}</span>
          )}
          <span className={styles.kind}>{order.productKind}</span>
        </div>
        <span className={styles.amount}>{formatPrice(order.amount)}</span>
        <span className={styles.status({ tone: TONE[order.status] })}>{text.orderStatus[order.status]}</span>
        {note ? <p className={styles.note}>{note}</p> : null}
        <div className={styles.actions}>{actions}</div>
      </div>
    </article>
  );
}
