import { adminUserList } from "@taxlearn/api/admin";
import { TextField } from "@taxlearn/ui";
import { Link, Route, Routes } from "react-router";
import { QueryView } from "../../../components/query-view";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { roleNames, when } from "../admin-format";
import { ConsoleTable } from "../console-table";
import { FilterForm } from "../search-form";
import { filterFields, useFilteredList } from "../use-filter-form";
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
  const users = useFilteredList(FILTERS, (api, { query, page }) =>
    api.call(adminUserList, { ...query, page, pageSize: PAGE_SIZE }),
  );
  const { draft, set } = users;
  return (
    <div className={styles.stack}>
      <FilterForm onSubmit={users.submit} onReset={users.reset}>
        <TextField label={T.search} value={draft.q} onChange={set("q")} />
        <label className={styles.checkField}>
          <input
            type="checkbox"
            checked={draft.disabled === "1"}
            onChange={(e) => set("disabled")(e.target.checked ? "1" : "")}
          />
          <span>{T.disabledOnly}</span>
        </label>
      </FilterForm>
      <QueryView query={users.list}>
        {(data) => (
          <ConsoleTable
            caption={T.list}
            emptyText={T.none}
            columns={[
              {
                key: "name",
                title: T.name,
                cell: (user) => (
                  <Link className={styles.link} to={`/admin/users/${user.id}`}>
                    {user.username}
                  </Link>
                ),
              },
              { key: "phone", title: ADMIN_TEXT.phone, cell: (user) => user.phone ?? "—" },
              { key: "roles", title: T.roles, cell: (user) => roleNames(user.roles) },
              { key: "vip", title: T.vip, cell: (user) => when(user.vipUntil) },
              { key: "state", title: T.state, cell: (user) => (user.disabled ? T.disabled : T.enabled) },
              { key: "createdAt", title: T.registeredAt, cell: (user) => when(user.createdAt) },
            ]}
            items={data.list}
            rowKey={(user) => String(user.id)}
            paging={{ total: data.total, page: users.filters.page, pageSize: PAGE_SIZE, onPageChange: users.setPage }}
          />
        )}
      </QueryView>
    </div>
  );
}
