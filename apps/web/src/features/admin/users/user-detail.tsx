import {
  type AdminUserDetail,
  adminUserDetail,
  adminUserDisable,
  adminUserEnable,
  adminUserResetPassword,
  adminUserRoles,
} from "@taxlearn/api/admin";
import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES } from "@taxlearn/core";
import { Button, useMessageBox } from "@taxlearn/ui";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { roleNames, when } from "../admin-format";
import { ConsoleTable } from "../console-table";
import { FactList } from "../fact-list";
import { ORDER_COLUMNS } from "../orders/order-cells";
import { useRowAction } from "../use-row-action";
import { UserCredits } from "./user-credits";

const T = ADMIN_TEXT.users;

/** /admin/users/<id>: one account, its roles, orders and study; disable/enable, a temporary password, roles. */
export function UserDetail() {
  const { id = "" } = useParams();
  const detail = useApiQuery((api) => api.call(adminUserDetail, { id }), [id]);
  // kept here: the account reloads after the reset, and the password must stay on screen
  const [temporary, setTemporary] = useState<{ id: string; password: string } | null>(null);
  return (
    <div className={styles.stack}>
      <Link className={styles.link} to="/admin/users">
        {T.backToList}
      </Link>
      <QueryView query={detail}>
        {(data) => (
          <Detail
            key={data.user.id}
            data={data}
            onChanged={detail.retry}
            temporary={temporary?.id === id ? temporary.password : null}
            onTemporary={(password) => setTemporary({ id, password })}
          />
        )}
      </QueryView>
    </div>
  );
}

function Detail({
  data,
  onChanged,
  temporary,
  onTemporary,
}: {
  data: AdminUserDetail;
  onChanged: () => void;
  temporary: string | null;
  onTemporary: (password: string) => void;
}) {
  const messageBox = useMessageBox();
  // the page reloads the account after any answer (another admin may have acted)
  const action = useRowAction(onChanged);
  const busy = action.busy();
  const [roles, setRoles] = useState<ReadonlyArray<string>>(data.user.roles);
  const { user } = data;

  const disable = async () => {
    const answer = await messageBox.prompt({
      title: T.disableTitle,
      message: T.disableMessage,
      rules: { validator: (value) => value.trim() !== "" || T.disableReasonRule },
    });
    if (answer.action !== "confirm" || answer.value === null) return;
    const reason = answer.value.trim();
    await action.run((api) => api.call(adminUserDisable, { id: user.id, reason }));
  };
  const enable = () =>
    action.run((api) => api.call(adminUserEnable, { id: user.id }), {
      confirm: { title: T.enable, message: T.confirmEnable },
    });
  const resetPassword = () =>
    action.run(
      async (api) => {
        const result = await api.call(adminUserResetPassword, { id: user.id });
        if (result.success) onTemporary(result.data.temporaryPassword);
        return result;
      },
      { confirm: { title: T.resetPassword, message: T.confirmReset } },
    );
  const saveRoles = () => action.run((api) => api.call(adminUserRoles, { id: user.id, roles: roles.join(",") }));
  const toggleRole = (role: string, on: boolean) =>
    setRoles((current) => OPERATOR_ROLES.filter((r) => (r === role ? on : current.includes(r))));

  const facts: [string, string][] = [
    [T.name, user.username],
    [ADMIN_TEXT.phone, user.phone ?? "—"],
    [T.registeredAt, when(user.createdAt)],
    [T.vip, when(user.vipUntil)],
    [T.roles, roleNames(user.roles)],
    [T.state, data.suspension ? T.suspension(data.suspension.reason, when(data.suspension.disabledAt)) : T.enabled],
  ];
  return (
    <>
      <section className={styles.panel} aria-label={ADMIN_TEXT.detail}>
        <FactList facts={facts} />
        <div className={styles.actions}>
          {user.disabled ? (
            <Button loading={busy} onClick={enable}>
              {T.enable}
            </Button>
          ) : (
            <Button tone="secondary" loading={busy} onClick={disable}>
              {T.disable}
            </Button>
          )}
          <Button tone="secondary" disabled={busy} onClick={resetPassword}>
            {T.resetPassword}
          </Button>
        </div>
        {temporary ? (
          <div className={styles.notice} role="status">
            <p className={styles.factValue}>
              {ADMIN_TEXT.withColon(T.temporaryPassword)}
              <code className={styles.secret}>{temporary}</code>
            </p>
            <p className={styles.muted}>{T.temporaryPasswordNote}</p>
          </div>
        ) : null}
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>{T.roles}</h2>
        <fieldset className={styles.roleSet}>
          <legend className={styles.label}>{T.roles}</legend>
          {OPERATOR_ROLES.map((role) => (
            <label key={role} className={styles.checkOption}>
              <input
                type="checkbox"
                checked={roles.includes(role)}
                onChange={(e) => toggleRole(role, e.target.checked)}
              />
              <span>{OPERATOR_ROLE_LABELS[role]}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button disabled={busy} onClick={saveRoles}>
            {T.saveRoles}
          </Button>
        </div>
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>{T.orders}</h2>
        <ConsoleTable
          caption={T.orders}
          emptyText={T.noOrders}
          columns={Object.values(ORDER_COLUMNS)}
          items={data.orders}
          rowKey={(order) => order.tradeNo}
        />
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>{T.study}</h2>
        <ConsoleTable
          caption={T.study}
          emptyText={T.noStudy}
          columns={[
            {
              key: "course",
              title: T.course,
              cell: (row) => (
                <a className={styles.link} href={`/course/details?id=${row.courseId}`}>
                  {row.courseTitle}
                </a>
              ),
            },
            { key: "lecture", title: T.lecture, cell: (row) => row.lectureTitle },
            { key: "progress", title: T.progress, cell: (row) => `${row.progress}%` },
            { key: "at", title: T.studiedAt, cell: (row) => when(row.updatedAt) },
          ]}
          items={data.study.map((row, i) => ({ ...row, key: `${row.courseId}-${i}` }))}
          rowKey={(row) => row.key}
        />
      </section>
      <UserCredits userId={user.id} />
    </>
  );
}
