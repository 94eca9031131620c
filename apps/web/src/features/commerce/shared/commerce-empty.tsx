import { ButtonLink, EmptyState, PageColumn } from "@taxlearn/ui";
import { PageHeading } from "../../../components/page-heading";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import * as styles from "./commerce.css";

/** Something that cannot be shown (no such order, no product chosen): says why and leads on. */
export function CommerceEmpty({
  title,
  description,
  href,
  label,
  pageTitle,
}: {
  /** The page's h1 when this empty state is the whole page. */
  pageTitle?: string;
  title: string;
  /** what to do about it, when the title alone does not say */
  description?: string;
  href: string;
  label: string;
}) {
  const onNavigate = useNavigateHandler();
  return (
    <PageColumn className={styles.page}>
      {pageTitle ? <PageHeading title={pageTitle} /> : null}
      <EmptyState
        title={title}
        description={description}
        action={
          <ButtonLink href={href} onNavigate={onNavigate}>
            {label}
          </ButtonLink>
        }
      />
    </PageColumn>
  );
}
