import type { ReactNode } from "react";
import * as styles from "./live-room-layout.css";

export interface LiveRoomLayoutProps {
  /** The player and the session's texts (or the studio's panel). */
  main: ReactNode;
  /** The column beside it (the live chat); nothing is drawn there without it. */
  side?: ReactNode;
  /** Names the side column for assistive technology. */
  sideLabel?: string;
}

/** The live room's two columns: main and a side column (one column under the `large` breakpoint, e.g. 375 px). */
export function LiveRoomLayout({ main, side, sideLabel }: LiveRoomLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{main}</div>
      {side ? (
        <aside className={styles.side} aria-label={sideLabel}>
          {side}
        </aside>
      ) : null}
    </div>
  );
}
