import { LiveStatusEvent, liveEventsUrl } from "@taxlearn/api";
import { Schema } from "effect";
import { useEffect, useRef } from "react";

const decodeEvent = Schema.decodeUnknownOption(Schema.parseJson(LiveStatusEvent));

/**
 * The session's status events (server-sent events): `onStatus` runs whenever the server announces a status, also
 * the current one on (re)connecting; the browser reconnects by itself after a network drop.
 */
export function useLiveStatusEvents(liveId: number, onStatus: (status: number) => void): void {
  const latest = useRef(onStatus);
  latest.current = onStatus;
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(liveEventsUrl(liveId));
    source.onmessage = (message) => {
      const event = decodeEvent(message.data);
      if (event._tag === "Some" && event.value.id === liveId) latest.current(event.value.status);
    };
    return () => source.close();
  }, [liveId]);
}
