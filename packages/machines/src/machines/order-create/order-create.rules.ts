import type { OrderAttempt, OrderChoices, OrderCreateContext } from "./order-create.types";

export const sameChoices = (a: OrderChoices, b: OrderChoices): boolean =>
  a.productType === b.productType &&
  a.productId === b.productId &&
  a.payType === b.payType &&
  a.inviteCode === b.inviteCode;

/** A new attempt: the page's key and the attempt's number make its uniqueId, never sent for other choices. */
export function newAttempt(
  context: Pick<OrderCreateContext, "attempts" | "idempotencyKey">,
  choices: OrderChoices,
): { attempt: OrderAttempt; attempts: number } {
  const attempts = context.attempts + 1;
  return { attempt: { choices, uniqueId: `${context.idempotencyKey}-${attempts}` }, attempts };
}
