import { ButtonLink, EmptyState, PageColumn } from "@taxlearn/ui";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import * as styles from "./commerce.css";

/** Something that cannot be shown (no such order, no product chosen): says why and leads on. */
export function CommerceEmpty({
  title,
  description,
  href,
  label,
}: {
  title: string;
  description: string;
  href: string;
  label: string;
}) {
  const onNavigate = useNavigateHandler();
  return (
    <PageColumn className={styles.page}>
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
