import { adminUserList } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextField } from "@taxlearn/ui";
import { Link, Route, Routes } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { roleNames, when } from "../admin-format";
import { filterFields, useFilterForm } from "../use-filter-form";
import { UserDetail } from "./user-detail";

const T = ADMIN_TEXT.users;
const PAGE_SIZE = 20;
const FILTERS = filterFields(["q", "disabled"] as const);

/** /admin/users (admin): accounts by phone or name; /admin/users/<id> one account. */
export default function UsersSection() {
  return (
    <Routes>
      <Route index element={<UserList />} />
      <Route path=":id" element={<UserDetail />} />
    </Routes>
  );
}

function UserList() {
  const form = useFilterForm(FILTERS);
  const { filters, draft } = form;
  const users = useApiQuery(
    (api) => api.call(adminUserList, { ...FILTERS.query(filters), page: filters.page, pageSize: PAGE_SIZE }),
    [form.key],
  );
  return (
    <div className={styles.stack}>
      <form className={styles.filters} onSubmit={form.submit} aria-label={ADMIN_TEXT.filter}>
        <TextField label={T.search} value={draft.q} onChange={form.set("q")} />
        <label className={styles.checkField}>
          <input
            type="checkbox"
            checked={draft.disabled === "1"}
            onChange={(e) => form.set("disabled")(e.target.checked ? "1" : "")}
          />
          <span>{T.disabledOnly}</span>
        </label>
        <div className={styles.filterActions}>
          <Button type="submit">{ADMIN_TEXT.filter}</Button>
          <Button type="button" tone="secondary" onClick={form.reset}>
            {ADMIN_TEXT.reset}
          </Button>
        </div>
      </form>
      <QueryView query={users}>
        {(data) => (
          <>
            <AdminTable
              caption={T.list}
              emptyText={T.none}
              columns={[
                { key: "name", title: T.name },
                { key: "phone", title: ADMIN_TEXT.phone },
                { key: "roles", title: T.roles },
                { key: "vip", title: T.vip },
                { key: "state", title: T.state },
                { key: "createdAt", title: T.registeredAt },
              ]}
              rows={data.list.map((user) => ({
                key: String(user.id),
                cells: {
                  name: (
                    <Link className={styles.link} to={`/admin/users/${user.id}`}>
                      {user.username}
                    </Link>
                  ),
                  phone: user.phone ?? "—",
                  roles: roleNames(user.roles),
                  vip: when(user.vipUntil),
                  state: user.disabled ? T.disabled : T.enabled,
                  createdAt: when(user.createdAt),
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
