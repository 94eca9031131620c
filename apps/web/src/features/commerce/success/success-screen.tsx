import type { OrderData } from "@taxlearn/api";
import { formatPrice } from "@taxlearn/core";
import { ButtonLink } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { COMMERCE_TEXT } from "../commerce.messages";
import { ORDERS_PATH, placeOrderPath, productPathOf } from "../shared/commerce-paths";
import * as styles from "./success.css";

function Mark({ pending = false }: { pending?: boolean }) {
  return (
    <svg
      className={pending ? styles.markPending : styles.mark}
      width="72"
      height="72"
      viewBox="0 0 72 72"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="36" cy="36" r="32" stroke="currentColor" strokeWidth="3" />
      {pending ? (
        <path d="M36 18v20l12 8" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      ) : (
        <path
          d="M22 37l10 10 19-21"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}

function Result({
  pending,
  title,
  text,
  actions,
}: {
  pending?: boolean;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.panel} role="status" aria-labelledby="success-title">
        <Mark pending={pending} />
        <h1 id="success-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{actions}</div>
      </section>
    </div>
  );
}

/**
 * /success/success: with `tradeNo`, the result of a purchase (what was bought, the amount, a link back to it: the
 * course's detail or /vip); without, the generic 操作成功 page with the ways on.
 */
export default function SuccessScreen() {
  const [params] = useSearchParams();
  const tradeNo = params.get("tradeNo")?.trim() ?? "";
  const onNavigate = useNavigateHandler();
  if (!tradeNo) {
    return (
      <Result
        title={COMMERCE_TEXT.genericSuccessTitle}
        text={COMMERCE_TEXT.genericSuccessText}
        actions={
          <>
            <ButtonLink href="/home" onNavigate={onNavigate}>
              {COMMERCE_TEXT.goHome}
            </ButtonLink>
            <ButtonLink href="/center" onNavigate={onNavigate} tone="secondary">
              {COMMERCE_TEXT.goCentre}
            </ButtonLink>
          </>
        }
      />
    );
  }
  return <PurchaseResult tradeNo={tradeNo} />;
}

function PurchaseResult({ tradeNo }: { tradeNo: string }) {
  const order = useApiQuery((api) => api.orderDetail({ tradeNo }), [tradeNo]);
  return (
    <QueryView query={order} errorTitle={COMMERCE_TEXT.loadFailed}>
      {(loaded) => <Purchase order={loaded} />}
    </QueryView>
  );
}

function Purchase({ order }: { order: OrderData }) {
  const onNavigate = useNavigateHandler();
  const orders = (
    <ButtonLink href={ORDERS_PATH} onNavigate={onNavigate} tone="neutral">
      {COMMERCE_TEXT.toMyOrders}
    </ButtonLink>
  );
  if (order.status === "created" || order.status === "paying" || order.status === "closed") {
    return (
      <Result
        pending
        title={COMMERCE_TEXT.notPaidYet}
        text={COMMERCE_TEXT.notPaidYetHint}
        actions={
          <>
            {order.status === "closed" ? null : (
              <ButtonLink href={placeOrderPath(order.tradeNo)} onNavigate={onNavigate}>
                {COMMERCE_TEXT.continuePay}
              </ButtonLink>
            )}
            {orders}
          </>
        }
      />
    );
  }
  const vip = order.productKind === "vip";
  return (
    <Result
      title={COMMERCE_TEXT.successTitle}
      text={`${vip ? COMMERCE_TEXT.successVip(order.productName) : COMMERCE_TEXT.successCourse(order.productName)}，${COMMERCE_TEXT.successPaidAmount(formatPrice(order.amount))}`}
      actions={
        <>
          <ButtonLink href={productPathOf(order)} onNavigate={onNavigate} tone={vip ? "vip" : "primary"}>
            {vip ? COMMERCE_TEXT.toVipPage : COMMERCE_TEXT.toCourseDetail}
          </ButtonLink>
          {orders}
        </>
      }
    />
  );
}
