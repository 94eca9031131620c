import { EmptyState } from "@taxlearn/ui";
import { Link } from "react-router";
import { buttonLink } from "../../../styles/button-link.css";
import { CONTENT_TEXT } from "../content.messages";
import * as layout from "./layout.css";

export interface ContentNotFoundProps {
  /** e.g. 未找到该政策 */
  title: string;
  backHref: string;
  backLabel: string;
}

/** A detail screen whose id does not exist (the server's 404 envelope, or no usable id in the address). */
export function ContentNotFound({ title, backHref, backLabel }: ContentNotFoundProps) {
  return (
    <div className={layout.panel} data-testid="content-not-found">
      <EmptyState
        title={title}
        description={CONTENT_TEXT.notFoundDescription}
        action={
          <Link className={buttonLink} to={backHref}>
            {backLabel}
          </Link>
        }
      />
    </div>
  );
}
