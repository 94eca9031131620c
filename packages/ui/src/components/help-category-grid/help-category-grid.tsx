import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { QA_HELP_TEXT } from "../../qa-help.messages";
import * as styles from "./help-category-grid.css";
import { HelpCategoryIcon } from "./help-category-icon";

export interface HelpCategory {
  id: number;
  name: string;
  description: string;
  /** account, vip, invoice, study, org, tech (others get a question mark). */
  icon: string;
  articleCount: number;
}

export interface HelpCategoryGridProps {
  categories: readonly HelpCategory[];
  /** Where a category opens (its question list). */
  hrefOf: (category: HelpCategory) => string;
  onNavigate?: NavigateHandler;
}

/** The help centre's categories as linked cards, as many a row as fit (one on a phone). */
export function HelpCategoryGrid({ categories, hrefOf, onNavigate }: HelpCategoryGridProps) {
  return (
    <ul className={styles.grid} aria-label={QA_HELP_TEXT.helpCategories}>
      {categories.map((category) => {
        const href = hrefOf(category);
        return (
          <li key={category.id}>
            <a className={styles.card} href={href} onClick={routerClick(href, onNavigate)}>
              <span className={styles.icon}>
                <HelpCategoryIcon icon={category.icon} />
              </span>
              <span>
                <span className={styles.name}>{category.name}</span>{" "}
                <span className={styles.count}>{QA_HELP_TEXT.articleCount(category.articleCount)}</span>
                <span className={styles.description}>{category.description}</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
