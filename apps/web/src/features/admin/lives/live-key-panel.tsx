import { type AdminLiveData, adminLiveKey, adminLiveRotateKey } from "@taxlearn/api/admin";
import { Button, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when } from "../admin-format";
import { FactList } from "../fact-list";
import * as local from "./lives.css";
import { LIVE_TEXT } from "./lives.messages";

/** The session's RTMP ingest address and stream key, for the lecturer's streaming software; rotated off air only. */
export function LiveKeyPanel({ live, onBack }: { live: AdminLiveData; onBack: () => void }) {
  const api = useApi();
  const toast = useToast();
  const key = useApiQuery((api) => api.call(adminLiveKey, { id: live.id }), [live.id]);
  const [rotated, setRotated] = useState<{ rtmpUrl: string; streamKey: string; publishing: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section className={styles.panel} aria-label={LIVE_TEXT.streamInfo}>
      <h2 className={styles.panelTitle}>
        {ADMIN_TEXT.withColon(LIVE_TEXT.streamInfo)}
        {live.title}
      </h2>
      <p className={styles.muted}>
        {ADMIN_TEXT.withColon(LIVE_TEXT.startsAt)}
        {when(live.startTime)}
      </p>
      <QueryView query={key}>
        {(loaded) => {
          const shown = rotated ?? loaded;
          const rotate = async () => {
            setBusy(true);
            try {
              const result = await api.call(adminLiveRotateKey, { id: live.id });
              if (result.success) {
                setRotated(result.data);
                toast.success(result.msg);
              } else toast.error(result.msg);
            } finally {
              setBusy(false);
            }
          };
          return (
            <>
              <div className={styles.notice}>
                <FactList facts={[[LIVE_TEXT.rtmpAddress, shown.rtmpUrl]]} />
                <span className={styles.label}>{LIVE_TEXT.streamKey}</span>
                <code className={local.key} data-testid="stream-key">
                  {shown.streamKey}
                </code>
                <span className={styles.muted}>{LIVE_TEXT.keyNote}</span>
              </div>
              {shown.publishing ? <p className={styles.muted}>{LIVE_TEXT.keyLocked}</p> : null}
              <div className={styles.actions}>
                <Button tone="secondary" onClick={rotate} loading={busy} disabled={shown.publishing}>
                  {LIVE_TEXT.rotateKey}
                </Button>
                <Button tone="secondary" onClick={onBack}>
                  {LIVE_TEXT.backToList}
                </Button>
              </div>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
