import * as styles from "./vip-rights-grid.css";

export interface VipRight {
  id: number;
  name: string;
  /** an image URL; empty draws the crown */
  icon: string;
  description: string;
}

/** The rights of one type (the dictionary vip_rights_type names the types). */
export interface VipRightsGroup {
  type: string;
  label: string;
  rights: readonly VipRight[];
}

export interface VipRightsGridProps {
  groups: readonly VipRightsGroup[];
  headingLevel?: 2 | 3;
}

function Crown() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
    </svg>
  );
}

/** VIP rights grouped by type, each group a titled grid (spec §7 vipRightsList/vipAll + dict vip_rights_type). */
export function VipRightsGrid({ groups, headingLevel = 3 }: VipRightsGridProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.type} aria-label={group.label}>
          <Heading className={styles.groupTitle}>{group.label}</Heading>
          <ul className={styles.grid}>
            {group.rights.map((right) => (
              <li key={right.id} className={styles.right}>
                {right.icon ? (
                  <img className={styles.icon} src={right.icon} alt="" loading="lazy" />
                ) : (
                  <span className={styles.icon}>
                    <Crown />
                  </span>
                )}
                <div>
                  <div className={styles.name}>{right.name}</div>
                  {right.description ? <p className={styles.description}>{right.description}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
