import type { Database } from "../../db/database";
import { bookedAmong } from "./live.repo";

/**
 * spec §3 `scheduled`: the public (cached) live items with the learner's own bookings marked 1. Every list that
 * shows live items to a learner merges them here, per request.
 */
export async function withLearnerBookings<T extends { readonly id: number; readonly scheduled?: number | null }>(
  db: Database,
  userId: number,
  lives: readonly T[],
): Promise<T[]> {
  const booked = await bookedAmong(
    db,
    userId,
    lives.map((live) => live.id),
  );
  return lives.map((live) => (booked.has(live.id) ? { ...live, scheduled: 1 } : live));
}
