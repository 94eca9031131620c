import { MESSAGES } from "../messages";

export type Price = number | string | null | undefined;

/** spec §5, §9: zero, '0.00', an empty value or a missing one is free. */
export const isFree = (price: Price): boolean => {
  if (price === null || price === undefined) return true;
  if (typeof price === "string" && price.trim() === "") return true;
  const amount = Number(price);
  return Number.isNaN(amount) || amount === 0;
};

/** spec §9: 免费 when free, otherwise ¥ plus the price with two decimals (12.5 → ¥12.50). */
export const formatPrice = (price: Price): string =>
  isFree(price) ? MESSAGES.free : `${MESSAGES.yen}${Number(price).toFixed(2)}`;

/** spec §9: the price is hidden when the current address contains 'center'. */
export const shouldShowPrice = (href: string): boolean => !href.includes("center");
