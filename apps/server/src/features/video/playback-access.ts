import { type FileId, maySection, OPERATOR_ROLES } from "@taxlearn/core";
import { hasRole } from "../../auth/user-roles";
import type { ServerContext } from "../../server-context";
import type { PlaybackGrant } from "./playback-token";
import { VIDEO_MESSAGES } from "./video.messages";
import type { LectureFileRow } from "./video.repo";
import * as repo from "./video.repo";
import { entitledLecture } from "./video.service";

export type PlaybackAccess =
  | { readonly ok: true; readonly file: LectureFileRow }
  | { readonly ok: false; readonly msg: string };

/**
 * Whether a verified playback grant still opens its lecture now: the token proves who it was issued to, not that
 * they may still watch, so every playlist and key request checks again. The learner must still be entitled (a
 * membership that ended or a refunded purchase closes the lecture at once, not when the token expires); an operator
 * who may edit lectures previews them in the console without buying them.
 */
export async function playbackAccess(server: ServerContext, grant: PlaybackGrant): Promise<PlaybackAccess> {
  // the file id comes from a token this server signed: it was a FileId when issued
  const lecture = await entitledLecture(server, grant.userId, grant.fileId as FileId);
  if (lecture.ok) return { ok: true, file: lecture.data };
  const held = await Promise.all(OPERATOR_ROLES.map((role) => hasRole(server.db, grant.userId, role)));
  if (
    maySection(
      OPERATOR_ROLES.filter((_, index) => held[index]),
      "lectures",
    )
  ) {
    // drafts too: the console previews a lecture before it is published
    const file = await repo.findLectureFile(server.db, grant.fileId);
    if (file) return { ok: true, file };
  }
  return { ok: false, msg: lecture.status === 403 ? VIDEO_MESSAGES.notEntitled : VIDEO_MESSAGES.keyDenied };
}
