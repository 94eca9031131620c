import { adminOrgManagerGrant, adminOrgManagerRevoke, adminOrgManagers } from "@taxlearn/api/admin";
import { Button, TextField, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ORG_TEXT } from "./orgs.messages";

const T = ORG_TEXT.managers;

/** An organisation's managers (机构管理员: its members' study-hour reports at /org/reports): grant by phone, take back. */
export function OrgManagersPanel({ orgId }: { orgId: number }) {
  const api = useApi();
  const toast = useToast();
  const managers = useApiQuery((a) => a.call(adminOrgManagers, { id: orgId }), [orgId]);
  const [phone, setPhone] = useState("");
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<{ success: boolean; msg: string }>) => {
    setBusy(true);
    try {
      const result = await change();
      if (result.success) {
        toast.success(result.msg);
        setPhone("");
      } else toast.error(result.msg);
      managers.retry();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.stack} data-testid={`org-managers-${orgId}`}>
      <strong>{T.title}</strong>
      <QueryView query={managers}>
        {(list) =>
          list.length === 0 ? (
            <span>{T.none}</span>
          ) : (
            <ul>
              {list.map((m) => (
                <li key={m.userId} className={styles.actions}>
                  <span>{T.who(m.username, m.phone)}</span>
                  <Button
                    size="small"
                    tone="secondary"
                    disabled={busy}
                    onClick={() => run(() => api.call(adminOrgManagerRevoke, { id: orgId, userId: m.userId }))}
                  >
                    {T.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <form
        className={styles.actions}
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => api.call(adminOrgManagerGrant, { id: orgId, phone }));
        }}
      >
        <TextField label={T.phone} value={phone} onChange={setPhone} inputMode="numeric" maxLength={11} />
        <Button type="submit" size="small" loading={busy}>
          {T.grant}
        </Button>
      </form>
    </div>
  );
}
