import { type ContentBadge as ContentBadgeRule, contentBadge } from "@taxlearn/core";
import * as styles from "./content-badge.css";

export interface ContentBadgeProps {
  /** spec §3 badge type: 1 制作中, 2 更新, 3 上新, 4 待更新. */
  type: number | null | undefined;
  /** Draw types 1 and 4 as well (the spec shows only 2 and 3 on cards; an editor view may want all). */
  showHidden?: boolean;
  /** Overrides the text (a card reads 上新/更新 from its updateMark). */
  text?: string;
}

/** The coloured content badge of spec §3; nothing for unknown or non-displayed types. */
export function ContentBadge({ type, showHidden = false, text }: ContentBadgeProps) {
  const badge: ContentBadgeRule | null = contentBadge(type);
  if (!badge || !(badge.visible || showHidden)) return null;
  return <span className={styles.contentBadge({ colour: badge.colour })}>{text ?? badge.text}</span>;
}
