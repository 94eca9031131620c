import {
  type AdminUserDetail,
  adminUserDetail,
  adminUserDisable,
  adminUserEnable,
  adminUserResetPassword,
  adminUserRoles,
} from "@taxlearn/api/admin";
import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES } from "@taxlearn/core";
import { AdminTable, Button, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { roleNames, when } from "../admin-format";
import { FactList } from "../fact-list";
import { ORDER_COLUMNS, orderCells } from "../orders/order-cells";
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
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const [busy, setBusy] = useState(false);
  const [roles, setRoles] = useState<ReadonlyArray<string>>(data.user.roles);
  const { user } = data;

  /** Runs one change; the page reloads the account afterwards either way (another admin may have acted). */
  const run = async (change: () => Promise<{ success: boolean; msg: string }>) => {
    setBusy(true);
    try {
      const result = await change();
      if (result.success) toast.success(result.msg);
      else toast.error(result.msg);
      onChanged();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    const answer = await messageBox.prompt({
      title: T.disableTitle,
      message: T.disableMessage,
      rules: { validator: (value) => value.trim() !== "" || T.disableReasonRule },
    });
    if (answer.action !== "confirm" || answer.value === null) return;
    const reason = answer.value.trim();
    await run(() => api.call(adminUserDisable, { id: user.id, reason }));
  };
  const enable = async () => {
    if ((await messageBox.confirm({ title: T.enable, message: T.confirmEnable })).action !== "confirm") return;
    await run(() => api.call(adminUserEnable, { id: user.id }));
  };
  const resetPassword = async () => {
    if ((await messageBox.confirm({ title: T.resetPassword, message: T.confirmReset })).action !== "confirm") return;
    await run(async () => {
      const result = await api.call(adminUserResetPassword, { id: user.id });
      if (result.success) onTemporary(result.data.temporaryPassword);
      return result;
    });
  };
  const saveRoles = () => run(() => api.call(adminUserRoles, { id: user.id, roles: roles.join(",") }));
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
        <AdminTable
          caption={T.orders}
          emptyText={T.noOrders}
          columns={Object.values(ORDER_COLUMNS)}
          rows={data.orders.map((order) => ({ key: order.tradeNo, cells: orderCells(order) }))}
        />
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>{T.study}</h2>
        <AdminTable
          caption={T.study}
          emptyText={T.noStudy}
          columns={[
            { key: "course", title: T.course },
            { key: "lecture", title: T.lecture },
            { key: "progress", title: T.progress },
            { key: "at", title: T.studiedAt },
          ]}
          rows={data.study.map((row, i) => ({
            key: `${row.courseId}-${i}`,
            cells: {
              course: (
                <a className={styles.link} href={`/course/details?id=${row.courseId}`}>
                  {row.courseTitle}
                </a>
              ),
              lecture: row.lectureTitle,
              progress: `${row.progress}%`,
              at: when(row.updatedAt),
            },
          }))}
        />
      </section>
      <UserCredits userId={user.id} />
    </>
  );
}
