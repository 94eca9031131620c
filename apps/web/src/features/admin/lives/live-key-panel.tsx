import { type AdminLiveData, adminLiveKey, adminLiveRotateKey } from "@taxlearn/api/admin";
import { Button, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import * as styles from "../admin.css";
import { when } from "../admin-format";
import { FactList } from "../fact-list";
import * as local from "./lives.css";

/** The session's RTMP ingest address and stream key, for the lecturer's streaming software; rotated off air only. */
export function LiveKeyPanel({ live, onBack }: { live: AdminLiveData; onBack: () => void }) {
  const api = useApi();
  const toast = useToast();
  const key = useApiQuery((api) => api.call(adminLiveKey, { id: live.id }), [live.id]);
  const [rotated, setRotated] = useState<{ rtmpUrl: string; streamKey: string; publishing: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section className={styles.panel} aria-label="推流信息">
      <h2 className={styles.panelTitle}>推流信息：{live.title}</h2>
      <p className={styles.muted}>开播时间（北京）：{when(live.startTime)}</p>
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
                <FactList facts={[["推流地址（RTMP）", shown.rtmpUrl]]} />
                <span className={styles.label}>推流密钥</span>
                <code className={local.key} data-testid="stream-key">
                  {shown.streamKey}
                </code>
                <span className={styles.muted}>
                  密钥只交给主讲讲师，请勿外传；怀疑泄露时请更换，旧密钥将无法再推流。
                </span>
              </div>
              {shown.publishing ? (
                <p className={styles.muted}>正在推流中：直播进行期间不能更换密钥，请在停止推流后再更换。</p>
              ) : null}
              <div className={styles.actions}>
                <Button tone="secondary" onClick={rotate} loading={busy} disabled={shown.publishing}>
                  更换推流密钥
                </Button>
                <Button tone="secondary" onClick={onBack}>
                  返回直播列表
                </Button>
              </div>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
