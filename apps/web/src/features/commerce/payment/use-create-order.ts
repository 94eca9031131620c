import type { OrderData } from "@taxlearn/api";
import { VIP_ORDER_PRODUCT_TYPE } from "@taxlearn/core";
import { useCallback, useRef, useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import type { PurchaseTarget } from "../shared/commerce-paths";
import { newUniqueId } from "./purchase-target";

export interface CreateOrderInput {
  target: PurchaseTarget;
  /** the course's own productType (1, 2 or 15); VIP orders use 99 */
  productType: number;
  payType: number;
  inviteCode: string;
}

export type CreateOrderState =
  | { status: "idle" }
  | { status: "creating" }
  | { status: "failed"; message: string; code: number | null };

/**
 * Creates the order of 立即支付. The idempotency key stays the same while the learner submits the same choices
 * again (a retry after a lost answer returns the order the server already made); changed choices are a new attempt.
 */
export function useCreateOrder(onCreated: (order: OrderData) => void) {
  const api = useApi();
  const [state, setState] = useState<CreateOrderState>({ status: "idle" });
  const attempt = useRef<{ key: string; uniqueId: string } | null>(null);
  const create = useCallback(
    async (input: CreateOrderInput) => {
      const key = JSON.stringify(input);
      if (attempt.current?.key !== key) attempt.current = { key, uniqueId: newUniqueId() };
      setState({ status: "creating" });
      try {
        const result = await api.orderCreate({
          storeId: 0,
          productType: input.target.kind === "vip" ? VIP_ORDER_PRODUCT_TYPE : input.productType,
          productId: input.target.id,
          cartNum: 1,
          uniqueId: attempt.current.uniqueId,
          payType: input.payType,
          inviteCode: input.inviteCode.trim() || null,
        });
        if (result.success) {
          setState({ status: "idle" });
          onCreated(result.data);
        } else setState({ status: "failed", message: result.msg, code: result.status });
      } catch (error) {
        setState({ status: "failed", message: failureMessage(error), code: null });
      }
    },
    [api, onCreated],
  );
  return { state, create };
}
