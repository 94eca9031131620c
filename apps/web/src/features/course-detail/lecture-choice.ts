/** What choosing a lecture needs to know about each one (GET /api/onlineProduct/lectures/{id}). */
export interface LectureProgressEntry {
  readonly fileId: number;
  /** The learner's saved position, seconds. */
  readonly breakpoint: number;
  /** 0-100. */
  readonly progress: number;
}

/**
 * The lecture to put in the player: the one the address asks for when the course has it; else where the learner
 * left off (the first lecture started but not finished); else the first one not finished yet; else the first.
 */
export function chooseLecture<L extends LectureProgressEntry>(
  lectures: ReadonlyArray<L>,
  requestedFileId: number | null,
): L | null {
  if (requestedFileId !== null) {
    const requested = lectures.find((l) => l.fileId === requestedFileId);
    if (requested) return requested;
  }
  return (
    lectures.find((l) => l.breakpoint > 0 && l.progress < 100) ??
    lectures.find((l) => l.progress < 100) ??
    lectures[0] ??
    null
  );
}

/** The lecture after `fileId` in course order, or null at the end. */
export function nextLecture<L extends LectureProgressEntry>(lectures: ReadonlyArray<L>, fileId: number): L | null {
  const index = lectures.findIndex((l) => l.fileId === fileId);
  return index >= 0 ? (lectures[index + 1] ?? null) : null;
}

/** The list as the learner sees it: the server's figures, with what this visit has saved since laid over them. */
export function withSavedProgress<L extends LectureProgressEntry>(
  lectures: ReadonlyArray<L>,
  saved: ReadonlyMap<number, { breakpoint: number; progress: number }>,
): L[] {
  return lectures.map((lecture) => {
    const latest = saved.get(lecture.fileId);
    return latest ? { ...lecture, breakpoint: latest.breakpoint, progress: latest.progress } : lecture;
  });
}
