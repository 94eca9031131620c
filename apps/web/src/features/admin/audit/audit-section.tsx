import { adminAuditList } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextField } from "@taxlearn/ui";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { ADMIN_TEXT, AUDIT_ACTION_LABELS } from "../admin.messages";
import { when } from "../admin-format";
import { filterFields, useFilterForm } from "../use-filter-form";

const T = ADMIN_TEXT.audit;
const PAGE_SIZE = 20;
const FILTERS = filterFields(["actor", "action", "target", "outcome", "from", "to"] as const);

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 2));

/** /admin/audit (admin): every console write and every refused call, newest first, with before and after. */
export default function AuditSection() {
  const form = useFilterForm(FILTERS);
  const { filters, draft, set } = form;
  const list = useApiQuery(
    (api) => api.call(adminAuditList, { ...FILTERS.query(filters), page: filters.page, pageSize: PAGE_SIZE }),
    [form.key],
  );
  return (
    <div className={styles.stack}>
      <form className={styles.filters} onSubmit={form.submit} aria-label={ADMIN_TEXT.filter}>
        <TextField label={T.actor} inputMode="numeric" value={draft.actor} onChange={set("actor")} />
        <label className={styles.field}>
          <span className={styles.label}>{T.actionName}</span>
          <select className={styles.select} value={draft.action} onChange={(e) => set("action")(e.target.value)}>
            <option value="">{ADMIN_TEXT.all}</option>
            {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <TextField label={T.target} value={draft.target} onChange={set("target")} placeholder="order:T…" />
        <label className={styles.field}>
          <span className={styles.label}>{T.outcome}</span>
          <select className={styles.select} value={draft.outcome} onChange={(e) => set("outcome")(e.target.value)}>
            <option value="">{ADMIN_TEXT.all}</option>
            <option value="ok">{T.ok}</option>
            <option value="denied">{T.denied}</option>
          </select>
        </label>
        <TextField label={ADMIN_TEXT.from} type="date" value={draft.from} onChange={set("from")} />
        <TextField label={ADMIN_TEXT.to} type="date" value={draft.to} onChange={set("to")} />
        <div className={styles.filterActions}>
          <Button type="submit">{ADMIN_TEXT.filter}</Button>
        </div>
      </form>
      <QueryView query={list}>
        {(data) => (
          <>
            <AdminTable
              caption={T.list}
              emptyText={T.none}
              columns={[
                { key: "time", title: T.time },
                { key: "actor", title: T.operator },
                { key: "action", title: T.actionName },
                { key: "target", title: T.target },
                { key: "outcome", title: T.outcome },
                { key: "change", title: T.change },
              ]}
              rows={data.list.map((entry) => ({
                key: String(entry.id),
                cells: {
                  time: when(entry.createdAt),
                  actor: entry.actor,
                  action: AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
                  target: entry.target || "—",
                  outcome: entry.outcome === "ok" ? T.ok : T.denied,
                  change: (
                    <details>
                      <summary>{T.change}</summary>
                      <p className={styles.label}>{T.before}</p>
                      <pre className={styles.json}>{json(entry.before)}</pre>
                      <p className={styles.label}>{T.after}</p>
                      <pre className={styles.json}>{json(entry.after)}</pre>
                    </details>
                  ),
                },
              }))}
            />
            <Pagination total={data.total} page={filters.page} pageSize={PAGE_SIZE} onPageChange={form.setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
