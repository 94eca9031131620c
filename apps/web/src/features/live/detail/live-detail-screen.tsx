import { useIdParam } from "../../../hooks/use-id-param";
import { LiveDetail } from "./live-detail";
import { LIVE_DETAIL_TEXT } from "./live-detail.messages";
import { LiveNotFound } from "./live-not-found";

/** /liveDetail?id=<session> (route liveDetail): the live room of one session, or its not-found state. */
export default function LiveDetailScreen() {
  const liveId = useIdParam("id");
  if (liveId === null) {
    return <LiveNotFound title={LIVE_DETAIL_TEXT.missingId} description={LIVE_DETAIL_TEXT.missingIdHint} />;
  }
  return <LiveDetail key={liveId} liveId={liveId} />;
}
