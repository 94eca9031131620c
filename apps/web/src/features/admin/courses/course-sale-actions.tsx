import { type AdminCourseData, adminCourseRestore, adminCourseWithdraw } from "@taxlearn/api/admin";
import { Button, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { COURSE_TEXT } from "./courses.messages";

/** The 状态 cell of a published course: 在售, or 已下架 with the day it was withdrawn. */
export function saleState(course: AdminCourseData) {
  return course.withdrawnAt === null ? ADMIN_TEXT.onSale : COURSE_TEXT.withdrawnOn(course.withdrawnAt.slice(0, 10));
}

/**
 * 下架 (after a confirmation: the course leaves lists, search and new orders, its buyers keep it) or 重新上架 for a
 * published course; the list reloads after either.
 */
export function CourseSaleActions({
  course,
  onEdit,
  onChanged,
}: {
  course: AdminCourseData;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const [busy, setBusy] = useState(false);
  const withdrawn = course.withdrawnAt !== null;
  const change = async () => {
    if (!withdrawn) {
      const answer = await messageBox.confirm({
        title: COURSE_TEXT.withdrawTitle,
        message: COURSE_TEXT.withdrawConfirm(course.title),
      });
      if (answer.action !== "confirm") return;
    }
    setBusy(true);
    try {
      const id = course.courseId!;
      const result = await api.call(withdrawn ? adminCourseRestore : adminCourseWithdraw, { id });
      result.success ? toast.success(result.msg) : toast.error(result.msg);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
    onChanged();
  };
  return (
    <div className={styles.actions}>
      <Button size="small" tone="secondary" onClick={onEdit}>
        {ADMIN_TEXT.edit}
      </Button>
      <Button size="small" tone="secondary" disabled={busy} onClick={change}>
        {withdrawn ? COURSE_TEXT.restore : COURSE_TEXT.withdraw}
      </Button>
    </div>
  );
}
