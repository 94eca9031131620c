import { useId, useState } from "react";
import * as styles from "./faq-accordion.css";

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** the question open at first (none by default) */
  defaultOpenId?: number | null;
}

/** Questions that open one at a time to show their answer (WAI accordion: buttons with aria-expanded). */
export function FaqAccordion({ items, defaultOpenId = null }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<number | null>(defaultOpenId);
  const base = useId();
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const open = item.id === openId;
        const panelId = `${base}-${item.id}`;
        return (
          <li key={item.id} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </button>
            </h3>
            <p id={panelId} className={styles.answer} hidden={!open}>
              {item.answer}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
