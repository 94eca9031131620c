import { type AdminCourseData, adminCourseRestore, adminCourseWithdraw } from "@taxlearn/api/admin";
import { Button, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";

/** The 状态 cell of a published course: 在售, or 已下架 with the day it was withdrawn. */
export function saleState(course: AdminCourseData) {
  return course.withdrawnAt === null ? "在售" : `已下架（${course.withdrawnAt.slice(0, 10)}）`;
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
        title: "下架课程",
        message: `下架「${course.title}」？下架后课程不再出现在课程列表、搜索和首页，也不能再购买；已购买或学习过的学员仍可继续观看。`,
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
        编辑
      </Button>
      <Button size="small" tone="secondary" disabled={busy} onClick={change}>
        {withdrawn ? "重新上架" : "下架"}
      </Button>
    </div>
  );
}
