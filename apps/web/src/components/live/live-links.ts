/** A live session opens in /liveDetail by id (spec §2 route table). */
export const liveDetailPath = (id: number | string): string => `/liveDetail?id=${encodeURIComponent(String(id))}`;
