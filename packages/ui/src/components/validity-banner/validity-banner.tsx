import * as styles from "./validity-banner.css";

export type ValidityBannerValidity = "effective" | "partiallyInvalid" | "repealed" | "pending";

export interface ValidityBannerChange {
  /** e.g. 被废止 / 修改 (core POLICY_RELATION_LABELS). */
  label: string;
  title: string;
  docNumber: string;
  /** The change's effective day, yyyy-MM-dd. */
  effectiveFrom: string;
  note: string;
  href: string;
}

export interface ValidityBannerProps {
  validity: ValidityBannerValidity;
  /** core VALIDITY_LABELS of `validity`. */
  label: string;
  /** 文号, 发文机关, 发布日期, 生效日期, 适用地区 … as label/value rows. */
  facts: ReadonlyArray<{ term: string; value: string }>;
  /** A line on the coming change (将于 2026-12-10 起生效), when one is scheduled. */
  upcoming?: string;
  /** The amendment chain, oldest change first. */
  chainTitle: string;
  chain: ReadonlyArray<ValidityBannerChange>;
}

/** A policy's validity today with its register facts and the documents that amend or repeal it (or that it changes). */
export function ValidityBanner({ validity, label, facts, upcoming, chainTitle, chain }: ValidityBannerProps) {
  return (
    <section className={styles.banner({ validity })} aria-label={label} data-validity={validity}>
      <strong className={styles.status({ validity })}>{label}</strong>
      {upcoming ? <span>{upcoming}</span> : null}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.factRow}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={styles.detail}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {chain.length > 0 ? (
        <div>
          <span className={styles.term}>{chainTitle}</span>
          <ol className={styles.chain}>
            {chain.map((change) => (
              <li key={`${change.href}|${change.label}`} className={styles.chainItem}>
                {change.effectiveFrom} {change.label}{" "}
                <a className={styles.link} href={change.href}>
                  《{change.title}》
                </a>
                {change.docNumber ? `（${change.docNumber}）` : ""}
                {change.note ? `：${change.note}` : ""}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
