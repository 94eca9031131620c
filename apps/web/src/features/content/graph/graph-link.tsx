import { Link } from "react-router";
import * as styles from "./graph.css";
import { REGULATION_TEXT, relationalGraphPath } from "./regulation.messages";

/** The link from a policy, case or course page to its relational graph. */
export function GraphLink({ kind, id }: { kind: "policy" | "course" | "case"; id: number }) {
  return (
    <p className={styles.graphLinkRow}>
      <Link className={styles.graphLink} to={relationalGraphPath(kind, id)}>
        {REGULATION_TEXT.openGraph}
      </Link>
    </p>
  );
}
