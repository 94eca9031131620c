import type { OrderData } from "@taxlearn/api";
import { Button, Modal, TextArea } from "@taxlearn/ui";
import { useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { COMMERCE_TEXT } from "../commerce.messages";
import * as styles from "../shared/commerce.css";

export interface RefundDialogProps {
  order: OrderData | null;
  onClose: () => void;
  onRequested: (order: OrderData) => void;
}

const reasonValid = (reason: string): boolean => {
  const length = [...reason.trim()].length;
  return length >= 2 && length <= 200;
};

/** 申请退款: the rule, the reason (2-200 characters); a refusal keeps what was typed. */
export function RefundDialog({ order, onClose, onRequested }: RefundDialogProps) {
  const api = useApi();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!order) return;
    if (!reasonValid(reason)) {
      setError(COMMERCE_TEXT.refundReasonInvalid);
      return;
    }
    setError(undefined);
    setFailure(null);
    setSending(true);
    try {
      const result = await api.orderRefund({ tradeNo: order.tradeNo, reason: reason.trim() });
      if (result.success) {
        setReason("");
        onRequested(result.data);
      } else setFailure(result.msg);
    } catch (thrown) {
      setFailure(failureMessage(thrown));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title={COMMERCE_TEXT.refundTitle}
      footer={
        <div className={styles.actions}>
          <Button tone="neutral" onClick={onClose} disabled={sending}>
            {COMMERCE_TEXT.cancel}
          </Button>
          <Button onClick={submit} loading={sending}>
            {COMMERCE_TEXT.refundSubmit}
          </Button>
        </div>
      }
    >
      <div className={styles.section}>
        {order ? <p className={styles.muted}>{order.productName}</p> : null}
        <p className={styles.muted}>{COMMERCE_TEXT.refundRule}</p>
        <TextArea
          label={COMMERCE_TEXT.refundReason}
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (error) setError(undefined);
          }}
          hint={COMMERCE_TEXT.refundReasonHint}
          error={error}
          maxLength={200}
        />
        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
