import { adminAuditList } from "@taxlearn/api/admin";
import { TextField } from "@taxlearn/ui";
import { QueryView } from "../../../components/query-view";
import * as styles from "../admin.css";
import { ADMIN_TEXT, AUDIT_ACTION_LABELS } from "../admin.messages";
import { when } from "../admin-format";
import { ConsoleTable } from "../console-table";
import { choicesWithAll, SelectField } from "../content-form";
import { FilterForm } from "../search-form";
import { filterFields, useFilteredList } from "../use-filter-form";

const T = ADMIN_TEXT.audit;
const PAGE_SIZE = 20;
const FILTERS = filterFields(["actor", "action", "target", "outcome", "from", "to"] as const);

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 2));

/** /admin/audit (admin): every console write and every refused call, newest first, with before and after. */
export default function AuditSection() {
  const audit = useFilteredList(FILTERS, (api, { query, page }) =>
    api.call(adminAuditList, { ...query, page, pageSize: PAGE_SIZE }),
  );
  const { draft, set } = audit;
  return (
    <div className={styles.stack}>
      <FilterForm onSubmit={audit.submit}>
        <TextField label={T.actor} inputMode="numeric" value={draft.actor} onChange={set("actor")} />
        <SelectField
          label={T.actionName}
          value={draft.action}
          onChange={set("action")}
          options={choicesWithAll(AUDIT_ACTION_LABELS)}
        />
        <TextField label={T.target} value={draft.target} onChange={set("target")} placeholder="order:T…" />
        <SelectField
          label={T.outcome}
          value={draft.outcome}
          onChange={set("outcome")}
          options={choicesWithAll({ ok: T.ok, denied: T.denied })}
        />
        <TextField label={ADMIN_TEXT.from} type="date" value={draft.from} onChange={set("from")} />
        <TextField label={ADMIN_TEXT.to} type="date" value={draft.to} onChange={set("to")} />
      </FilterForm>
      <QueryView query={audit.list}>
        {(data) => (
          <ConsoleTable
            caption={T.list}
            emptyText={T.none}
            columns={[
              { key: "time", title: T.time, cell: (entry) => when(entry.createdAt) },
              { key: "actor", title: T.operator, cell: (entry) => entry.actor },
              {
                key: "action",
                title: T.actionName,
                cell: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
              },
              { key: "target", title: T.target, cell: (entry) => entry.target || "—" },
              { key: "outcome", title: T.outcome, cell: (entry) => (entry.outcome === "ok" ? T.ok : T.denied) },
              {
                key: "change",
                title: T.change,
                cell: (entry) => (
                  <details>
                    <summary>{T.change}</summary>
                    <p className={styles.label}>{T.before}</p>
                    <pre className={styles.json}>{json(entry.before)}</pre>
                    <p className={styles.label}>{T.after}</p>
                    <pre className={styles.json}>{json(entry.after)}</pre>
                  </details>
                ),
              },
            ]}
            items={data.list}
            rowKey={(entry) => String(entry.id)}
            paging={{ total: data.total, page: audit.filters.page, pageSize: PAGE_SIZE, onPageChange: audit.setPage }}
          />
        )}
      </QueryView>
    </div>
  );
}
