import { EmptyState, PageColumn } from "@taxlearn/ui";
import { Link } from "react-router";
import { buttonLink } from "../../../styles/button-link.css";
import * as styles from "./live-detail.css";
import { LIVE_DETAIL_TEXT } from "./live-detail.messages";

/** A session that cannot be shown: says why and leads to the live home. */
export function LiveNotFound({ title, description }: { title: string; description: string }) {
  return (
    <PageColumn className={styles.page}>
      <EmptyState
        title={title}
        description={description}
        action={
          <Link className={buttonLink} to="/live">
            {LIVE_DETAIL_TEXT.toLiveHome}
          </Link>
        }
      />
    </PageColumn>
  );
}
