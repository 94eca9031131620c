import { COMMERCE_UI_TEXT } from "../../commerce.messages";
import type { NavigateHandler } from "../../navigation/link-target";
import { ButtonLink } from "../button";
import { PriceTag } from "../price-tag";
import { vipDurationLabel } from "./vip-duration";
import * as styles from "./vip-product-card.css";

/** What the card shows of a VIP product (the API's VIP product, spec §7 GET /api/vipProducts). */
export interface VipProductCardProduct {
  id: number;
  name: string;
  price: string;
  /** the original price, struck through when higher than the price */
  originalPrice: string;
  durationDays: number;
  description: string;
  rights?: readonly string[];
}

export interface VipProductCardProps {
  product: VipProductCardProduct;
  /** where buying it goes (the payment page) */
  href: string;
  onNavigate?: NavigateHandler;
  /** the learner's active membership is this product: marked, and the action reads 续费 */
  current?: boolean;
  titleLevel?: 2 | 3;
}

/** One VIP product on /vip: name, price with the original struck through, duration, description, 立即开通 / 续费. */
export function VipProductCard({ product, href, onNavigate, current = false, titleLevel = 3 }: VipProductCardProps) {
  const Title = titleLevel === 2 ? "h2" : "h3";
  const text = COMMERCE_UI_TEXT;
  const duration = vipDurationLabel(product.durationDays);
  return (
    <article className={styles.card({ current })} aria-label={product.name}>
      <div className={styles.head}>
        <Title className={styles.name}>{product.name}</Title>
        {current ? <span className={styles.currentTag}>{text.currentVip}</span> : null}
      </div>
      <PriceTag price={product.price} originalPrice={product.originalPrice} size="large" />
      <span className={styles.duration}>{text.validity(duration)}</span>
      {product.description ? <p className={styles.description}>{product.description}</p> : null}
      {product.rights && product.rights.length > 0 ? (
        <ul className={styles.rights}>
          {product.rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
      ) : null}
      <ButtonLink
        href={href}
        onNavigate={onNavigate}
        tone="vip"
        block
        aria-label={`${current ? text.renewVip : text.buyVip} ${product.name}`}
      >
        {current ? text.renewVip : text.buyVip}
      </ButtonLink>
    </article>
  );
}
