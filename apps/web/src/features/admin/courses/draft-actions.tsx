import { type AdminCourseData, adminCoursePublish } from "@taxlearn/api/admin";
import { Button } from "@taxlearn/ui";
import { ADMIN_TEXT } from "../admin.messages";
import { RowActions, RowButton } from "../console-table";
import { useRowAction } from "../use-row-action";
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

/**
 * A draft's 编辑 and 发布; 发布 first says what the course still lacks and asks to confirm. The list reloads after the
 * server's answer (the published draft leaves it).
 */
export function DraftActions({
  draft,
  onEdit,
  onChanged,
}: {
  draft: AdminCourseData;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const action = useRowAction(onChanged);
  const publish = () =>
    action.run((api) => api.call(adminCoursePublish, { id: draft.draftId! }), {
      confirm: {
        title: COURSE_TEXT.publishTitle,
        message: COURSE_TEXT.publishConfirm(draft.title, missingForSale(draft), Number(draft.price) > 0),
      },
    });
  return (
    <RowActions>
      <RowButton onClick={onEdit}>{ADMIN_TEXT.edit}</RowButton>
      <Button size="small" loading={action.busy()} onClick={publish}>
        {ADMIN_TEXT.publish}
      </Button>
    </RowActions>
  );
}
