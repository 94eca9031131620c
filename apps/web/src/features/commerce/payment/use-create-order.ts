import type { ApiClient } from "@taxlearn/api";
import { VIP_ORDER_PRODUCT_TYPE } from "@taxlearn/core";
import { connectOrderCreate, type OrderCreateView, orderCreateMachine } from "@taxlearn/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import { fromPromise } from "xstate";
import { useApi } from "../../../lib/api/app-services";
import type { PurchaseTarget } from "../shared/commerce-paths";
import { settledOrThrow } from "../shared/payment-errors";
import { newUniqueId } from "./purchase-target";

export interface OrderChoicesInput {
  target: PurchaseTarget;
  /** the course's own productType (1, 2 or 15); VIP orders use 99 */
  productType: number;
  payType: number;
  inviteCode: string;
}

/** `orderCreateMachine` over the API's create call. */
const orderCreateFor = (api: ApiClient) =>
  orderCreateMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input }) => {
        const order = await settledOrThrow(api.orderCreate(input));
        return { uni: order.uni, tradeNo: order.tradeNo };
      }),
    },
  });

/**
 * 立即支付 run by `orderCreateMachine`: it owns the idempotency key (the same choices submitted again are the same
 * attempt), retries a create lost on the network, and reports the order once made (`onCreated`).
 */
export function useCreateOrder(onCreated: (order: { uni: string; tradeNo: string }) => void) {
  const api = useApi();
  const machine = useMemo(() => orderCreateFor(api), [api]);
  const [idempotencyKey] = useState(newUniqueId);
  const actor = useActorRef(machine, { input: { idempotencyKey } });
  const view: OrderCreateView = connectOrderCreate(
    useSelector(actor, (state) => state),
    actor.send,
  );
  const created = view.created;
  useEffect(() => {
    if (created) onCreated(created);
  }, [created, onCreated]);
  const submit = ({ target, productType, payType, inviteCode }: OrderChoicesInput) =>
    view.submit({
      productType: target.kind === "vip" ? VIP_ORDER_PRODUCT_TYPE : productType,
      productId: target.id,
      payType,
      inviteCode: inviteCode.trim() || null,
    });
  return { view, submit };
}
