import { type AdminCourseData, adminCoursePublish } from "@taxlearn/api/admin";
import { Button, useMessageBox, useToast } from "@taxlearn/ui";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { COURSE_TEXT } from "./courses.messages";

/**
 * What a draft still lacks once published: lectures and a cover are added to a published course (a draft has
 * neither), and a price of 0 sells it free. A paid course goes on sale only when a lecture plays (the server's rule).
 */
export function missingForSale(draft: Pick<AdminCourseData, "price" | "image">): string[] {
  const missing: string[] = [COURSE_TEXT.missingLecture];
  if (!draft.image) missing.push(COURSE_TEXT.missingCover);
  if (!(Number(draft.price) > 0)) missing.push(COURSE_TEXT.missingPrice);
  return missing;
}

/** A draft's 编辑 and 发布; 发布 first says what the course still lacks and asks to confirm. */
export function DraftActions({
  draft,
  onEdit,
  onPublished,
}: {
  draft: AdminCourseData;
  onEdit: () => void;
  onPublished: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const publish = async () => {
    const answer = await messageBox.confirm({
      title: COURSE_TEXT.publishTitle,
      message: COURSE_TEXT.publishConfirm(draft.title, missingForSale(draft), Number(draft.price) > 0),
    });
    if (answer.action !== "confirm") return;
    try {
      const result = await api.call(adminCoursePublish, { id: draft.draftId! });
      if (result.success) {
        toast.success(result.msg);
        onPublished();
      } else toast.error(result.msg);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };
  return (
    <div className={styles.actions}>
      <Button size="small" tone="secondary" onClick={onEdit}>
        {ADMIN_TEXT.edit}
      </Button>
      <Button size="small" onClick={publish}>
        {ADMIN_TEXT.publish}
      </Button>
    </div>
  );
}
