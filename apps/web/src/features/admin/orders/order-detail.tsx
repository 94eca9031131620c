import { type AdminOrderDetail, adminOrderDetail, adminRefundDecide } from "@taxlearn/api/admin";
import { AdminTable, Button, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT, ORDER_CAUSE_LABELS, ORDER_STATUS_LABELS } from "../admin.messages";
import { maskedPhone, when } from "../admin-format";
import { FactList } from "../fact-list";

const REFUND_STATUS: Record<string, string> = {
  requested: ADMIN_TEXT.refundPending,
  succeeded: ADMIN_TEXT.refundDone,
  rejected: ADMIN_TEXT.refundRejected,
};

/** /admin/orders/<tradeNo>: one order, its refunds and state changes; a refund request is approved or rejected here. */
export function OrderDetail() {
  const { tradeNo = "" } = useParams();
  const detail = useApiQuery((api) => api.call(adminOrderDetail, { tradeNo }), [tradeNo]);
  return (
    <div className={styles.stack}>
      <Link className={styles.link} to="/admin/orders">
        {ADMIN_TEXT.backToOrders}
      </Link>
      <QueryView query={detail}>{(data) => <Detail data={data} onChanged={detail.retry} />}</QueryView>
    </div>
  );
}

function Detail({ data, onChanged }: { data: AdminOrderDetail; onChanged: () => void }) {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const [busy, setBusy] = useState(false);
  const { order } = data;
  const pending = data.refunds.find((r) => r.status === "requested");

  const decide = async (decision: "approve" | "reject") => {
    const answer = await messageBox.confirm({
      title: decision === "approve" ? ADMIN_TEXT.approve : ADMIN_TEXT.reject,
      message:
        decision === "approve" ? ADMIN_TEXT.confirmApprove(pending?.amount ?? order.amount) : ADMIN_TEXT.confirmReject,
    });
    if (answer.action !== "confirm") return;
    setBusy(true);
    try {
      const result = await api.call(adminRefundDecide, { tradeNo: order.tradeNo, decision });
      if (result.success) toast.success(result.msg);
      else toast.error(result.msg);
      onChanged();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const facts: [string, string][] = [
    [ADMIN_TEXT.tradeNo, order.tradeNo],
    [ADMIN_TEXT.status, ORDER_STATUS_LABELS[order.status] ?? order.status],
    [ADMIN_TEXT.user, ADMIN_TEXT.withNote(order.username, maskedPhone(order.phone))],
    [ADMIN_TEXT.product, order.productName],
    [ADMIN_TEXT.amount, `¥${order.amount}`],
    [ADMIN_TEXT.createdAt, when(order.createdAt)],
    [ADMIN_TEXT.paidAt, when(order.paidAt)],
    [ADMIN_TEXT.transactionId, data.transactionId ?? "—"],
    [ADMIN_TEXT.invoiced, order.invoiced ? ADMIN_TEXT.yes : ADMIN_TEXT.no],
    ...(data.watchedPercentNow === null
      ? []
      : [[ADMIN_TEXT.watchedNow, `${data.watchedPercentNow}%`] as [string, string]]),
  ];
  return (
    <>
      <section className={styles.panel} aria-label={ADMIN_TEXT.detail}>
        <FactList facts={facts} />
        {pending && order.status === "refunding" ? (
          <div className={styles.actions}>
            <span>
              {ADMIN_TEXT.withColon(ADMIN_TEXT.reason)}
              {pending.reason}
            </span>
            <Button loading={busy} onClick={() => decide("approve")}>
              {ADMIN_TEXT.approve}
            </Button>
            <Button tone="secondary" disabled={busy} onClick={() => decide("reject")}>
              {ADMIN_TEXT.reject}
            </Button>
          </div>
        ) : null}
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>{ADMIN_TEXT.refunds}</h2>
        <AdminTable
          caption={ADMIN_TEXT.refunds}
          emptyText="—"
          columns={[
            { key: "refundNo", title: ADMIN_TEXT.refundNo },
            { key: "amount", title: ADMIN_TEXT.amount },
            { key: "reason", title: ADMIN_TEXT.reason },
            { key: "status", title: ADMIN_TEXT.status },
            { key: "watched", title: ADMIN_TEXT.watchedAtRequest },
            { key: "at", title: ADMIN_TEXT.appliedAt },
          ]}
          rows={data.refunds.map((r) => ({
            key: r.refundNo,
            cells: {
              refundNo: r.refundNo,
              amount: `¥${r.amount}`,
              reason: r.automatic ? ADMIN_TEXT.withNote(r.reason, ADMIN_TEXT.automaticRefund) : r.reason,
              status: REFUND_STATUS[r.status] ?? r.status,
              watched: r.watchedPercentAtRequest === null ? "—" : `${r.watchedPercentAtRequest}%`,
              at: when(r.requestedAt),
            },
          }))}
        />
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>{ADMIN_TEXT.events}</h2>
        <AdminTable
          caption={ADMIN_TEXT.events}
          emptyText="—"
          columns={[
            { key: "change", title: ADMIN_TEXT.status },
            { key: "cause", title: ADMIN_TEXT.reason },
            { key: "at", title: ADMIN_TEXT.eventTime },
          ]}
          rows={data.events.map((e, i) => ({
            key: String(i),
            cells: {
              change: `${e.fromStatus ? (ORDER_STATUS_LABELS[e.fromStatus] ?? e.fromStatus) : "—"} → ${ORDER_STATUS_LABELS[e.toStatus] ?? e.toStatus}`,
              cause: ORDER_CAUSE_LABELS[e.cause] ?? e.cause,
              at: when(e.createdAt),
            },
          }))}
        />
      </section>
    </>
  );
}
