import type { LiveStudioData } from "@taxlearn/api";
import { EmptyState, LiveRoomLayout, LiveStudioPanel, PageColumn, useMessageBox, useToast } from "@taxlearn/ui";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useIdParam } from "../../../hooks/use-id-param";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { LiveChat } from "../chat/live-chat";
import * as styles from "../detail/live-detail.css";
import { LIVE_STUDIO_TEXT } from "./live-studio.messages";

/** How often the studio re-reads the status, the viewers and whether a publisher is connected. */
const REFRESH_MS = 5000;

/**
 * /live/studio?id=<session> (route liveStudio, login required): the lecturer's side of one session they present.
 * Anyone else gets the server's Chinese reason (403) instead.
 */
export default function LiveStudioScreen() {
  const liveId = useIdParam("id");
  if (liveId === null) {
    return (
      <PageColumn className={styles.page}>
        <PageHeading title={LIVE_STUDIO_TEXT.pageTitle} />
        <EmptyState title={LIVE_STUDIO_TEXT.missingId} description={LIVE_STUDIO_TEXT.missingIdHint} />
      </PageColumn>
    );
  }
  return <LiveStudio key={liveId} liveId={liveId} />;
}

function LiveStudio({ liveId }: { liveId: number }) {
  const query = useApiQuery((api) => api.liveStudio({ id: liveId }), [liveId]);
  if (query.status === "error" && (query.code === 403 || query.code === 404)) {
    return (
      <PageColumn className={styles.page}>
        <PageHeading title={LIVE_STUDIO_TEXT.pageTitle} />
        <EmptyState title={query.message} />
      </PageColumn>
    );
  }
  return (
    <PageColumn className={styles.page}>
      <QueryView query={query} errorTitle={LIVE_STUDIO_TEXT.loadFailed}>
        {(studio) => <Studio liveId={liveId} initial={studio} />}
      </QueryView>
    </PageColumn>
  );
}

function Studio({ liveId, initial }: { liveId: number; initial: LiveStudioData }) {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const [studio, setStudio] = useState(initial);
  const [rotating, setRotating] = useState(false);
  const [now] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => {
      api.liveStudio({ id: liveId }).then(
        (result) => {
          if (result.success) setStudio(result.data);
        },
        () => {},
      );
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [api, liveId]);

  const copy = useCallback(
    (text: string, label: string) => {
      navigator.clipboard.writeText(text).then(
        () => toast.success(LIVE_STUDIO_TEXT.copied(label)),
        () => toast.error(LIVE_STUDIO_TEXT.copyFailed),
      );
    },
    [toast],
  );
  const rotate = useCallback(async () => {
    const answer = await messageBox.confirm({
      title: LIVE_STUDIO_TEXT.rotateTitle,
      message: LIVE_STUDIO_TEXT.rotateConfirm,
    });
    if (answer.action !== "confirm") return;
    setRotating(true);
    try {
      const result = await api.liveRotateKey({ id: liveId });
      if (result.success) {
        setStudio(result.data);
        toast.success(result.msg);
      } else toast.error(result.msg);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setRotating(false);
    }
  }, [api, liveId, toast, messageBox]);

  return (
    <LiveRoomLayout
      sideLabel={LIVE_STUDIO_TEXT.sideLabel}
      side={<LiveChat liveId={liveId} viewerRole="lecturer" />}
      main={
        <>
          <LiveStudioPanel studio={studio} now={now} onCopy={copy} onRotate={rotate} rotating={rotating} />
          <Link to={`/liveDetail?id=${liveId}`}>{LIVE_STUDIO_TEXT.toDetail}</Link>
        </>
      }
    />
  );
}
