import { HelpArticle, PageColumn } from "@taxlearn/ui";
import { useSearchParams } from "react-router";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { readPositiveInt } from "../../lib/list-params";
import * as styles from "./help.css";
import { HELP_TEXT } from "./help.messages";
import { HelpLink } from "./help-link";

/** /help/freshMan?orgId=: the organisation's newcomer guide when it has one, otherwise the general guide. */
export default function FreshManScreen() {
  const [params] = useSearchParams();
  const orgId = readPositiveInt(params, "orgId");
  const guide = useApiQuery((api) => api.helpFreshMan(orgId !== null ? { orgId } : {}), [orgId]);
  return (
    <PageColumn className={styles.page}>
      <div className={styles.panel}>
        <QueryView query={guide} errorTitle={HELP_TEXT.loadFailed}>
          {(data) => (
            <HelpArticle
              title={data.title}
              html={data.contentHtml}
              {...(data.orgName ? { source: HELP_TEXT.guideFor(data.orgName) } : {})}
            />
          )}
        </QueryView>
        <nav className={styles.links} aria-label={HELP_TEXT.title}>
          <HelpLink href="/help/index">{HELP_TEXT.title}</HelpLink>
          <HelpLink href="/help/problem/list">{HELP_TEXT.problemList}</HelpLink>
        </nav>
      </div>
    </PageColumn>
  );
}
