import * as styles from "./admin.css";

/** A record's facts as a definition list (name, value), wrapping into columns as the width allows. */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name} className={styles.fact}>
          <dt className={styles.factName}>{name}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
