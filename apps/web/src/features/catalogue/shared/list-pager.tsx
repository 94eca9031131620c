import { Pagination } from "@taxlearn/ui";
import { usePageHref } from "../../../hooks/use-page-href";
import type { PageState } from "../../../lib/list-params";
import * as styles from "./catalogue.css";

export interface ListPagerProps {
  state: PageState;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The kit's Pagination under a list (sizes 10–100, 7 pager buttons, 前往 on Enter). */
export function ListPager({ state, total, onPageChange, onPageSizeChange }: ListPagerProps) {
  const pageHref = usePageHref();
  return (
    <div className={styles.pager}>
      <Pagination
        total={total}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        pageHref={pageHref}
      />
    </div>
  );
}
