import { adminPlanRequestList, type PlanRequestStatus } from "@taxlearn/api/admin";
import { AdminTable, Pagination, VisuallyHidden } from "@taxlearn/ui";
import { Link, Route, Routes } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { usePageHref } from "../../../hooks/use-page-href";
import { useUrlState } from "../../../hooks/use-url-state";
import * as styles from "../admin.css";
import { when } from "../admin-format";
import { PlanRequestDetail } from "./plan-request-detail";
import * as local from "./plan-requests.css";
import { PLAN_REQUESTS_TEXT as T } from "./plan-requests.messages";

const PAGE_SIZE = 20;
type StatusView = PlanRequestStatus | "all";
const VIEWS: readonly StatusView[] = ["open", "fulfilled", "all"];

interface ListState {
  readonly status: StatusView;
  readonly page: number;
}
const parse = (params: URLSearchParams): ListState => {
  const status = params.get("status");
  return {
    status: status === "fulfilled" || status === "all" ? status : "open",
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
};
const serialize = (state: ListState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.status !== "open") params.set("status", state.status);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
};
const hrefOf = (status: StatusView) =>
  status === "open" ? "/admin/plan-requests" : `/admin/plan-requests?status=${status}`;

/** /admin/plan-requests: learners' 人工定制课单 requests (open first); /admin/plan-requests/<id> one, to fulfil. */
export default function PlanRequestsSection() {
  return (
    <Routes>
      <Route index element={<PlanRequestList />} />
      <Route path=":id" element={<PlanRequestDetail />} />
    </Routes>
  );
}

function PlanRequestList() {
  const [state, setState] = useUrlState(parse, serialize);
  const pageHref = usePageHref();
  const requests = useApiQuery(
    (api) =>
      api.call(adminPlanRequestList, {
        ...(state.status === "all" ? {} : { status: state.status }),
        page: state.page,
        pageSize: PAGE_SIZE,
      }),
    [state.status, state.page],
  );
  return (
    <div className={styles.stack}>
      <nav aria-label={T.statusFilter}>
        <ul className={local.statusTabs}>
          {VIEWS.map((view) => (
            <li key={view} className={local.tabItem}>
              <Link
                className={local.statusTab}
                to={hrefOf(view)}
                aria-current={view === state.status ? "page" : undefined}
              >
                {T.statuses[view]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryView query={requests}>
        {(data) => (
          <>
            <AdminTable
              caption={T.list}
              emptyText={T.none}
              columns={[
                { key: "status", title: T.status },
                { key: "learner", title: T.learner },
                { key: "goal", title: T.goal },
                { key: "createdAt", title: T.createdAt },
                { key: "open", title: T.open },
              ]}
              rows={data.list.map((row) => ({
                key: String(row.id),
                cells: {
                  status: T.statuses[row.status],
                  learner: row.learner,
                  goal: row.note ? T.goalWithNote(row.goal, row.note) : row.goal,
                  createdAt: when(row.createdAt),
                  open: (
                    <Link className={styles.link} to={`/admin/plan-requests/${row.id}`}>
                      {row.status === "open" ? T.open : T.view}
                      <VisuallyHidden>{T.detailTitle(row.id)}</VisuallyHidden>
                    </Link>
                  ),
                },
              }))}
            />
            <Pagination
              total={data.total}
              page={state.page}
              pageSize={PAGE_SIZE}
              onPageChange={(page) => setState({ ...state, page })}
              pageHref={pageHref}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
