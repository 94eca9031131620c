import { formatPrice, isFree, type Price } from "@taxlearn/core";
import * as styles from "./price-tag.css";

export interface PriceTagProps {
  price: Price;
  /** The original price, struck through when the course is not free. */
  originalPrice?: Price;
  size?: "standard" | "large";
}

/** ¥ and two decimals, or 免费 (spec §9). */
export function PriceTag({ price, originalPrice, size = "standard" }: PriceTagProps) {
  const free = isFree(price);
  const showOriginal =
    !free && originalPrice !== undefined && !isFree(originalPrice) && Number(originalPrice) > Number(price);
  return (
    <span className={styles.root}>
      <span className={styles.price({ free, size })}>{formatPrice(price)}</span>
      {showOriginal ? <del className={styles.original}>{formatPrice(originalPrice)}</del> : null}
    </span>
  );
}
