import { formatStartTime } from "@taxlearn/core";

/** A chat message's time as HH:mm (Beijing, spec §9). */
export const chatClock = (iso: string): string => formatStartTime(iso).slice(11, 16);

/** A ticket's time as YYYY-MM-DD HH:mm. */
export const ticketTime = (iso: string): string => formatStartTime(iso);
