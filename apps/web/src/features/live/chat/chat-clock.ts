import { formatStartTime } from "@taxlearn/core";

/** A chat message's time as HH:mm in Beijing time (spec §9 offset +8). */
export const chatClock = (iso: string): string => formatStartTime(iso).slice(11, 16);
