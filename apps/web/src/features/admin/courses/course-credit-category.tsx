import { adminCourseCreditCategory } from "@taxlearn/api/admin";
import { COURSE_CATEGORIES, type CourseCategory, isCourseCategory } from "@taxlearn/core";
import { Button, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { SelectField } from "../content-form";
import { COURSE_TEXT } from "./courses.messages";

const OPTIONS = COURSE_CATEGORIES.map((category) => ({ id: category, name: category }));

/**
 * A published course's study-hour category (专业科目 / 公需科目), saved on its own and live at once: its lectures
 * credit the new category from then on; hours already credited keep theirs (the record is append-only).
 */
export function CourseCreditCategory({ courseId, category }: { courseId: number; category: CourseCategory }) {
  const api = useApi();
  const toast = useToast();
  const [saved, setSaved] = useState(category);
  const [value, setValue] = useState<CourseCategory>(category);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const result = await api.call(adminCourseCreditCategory, { id: courseId, category: value });
      if (result.success) {
        setSaved(result.data.category);
        toast.success(COURSE_TEXT.creditCategorySaved(result.data.category));
      } else toast.error(result.msg);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.filters}>
      <SelectField
        label={COURSE_TEXT.creditCategory}
        value={value}
        onChange={(next) => {
          if (isCourseCategory(next)) setValue(next);
        }}
        options={OPTIONS}
      />
      <Button size="small" tone="secondary" loading={busy} disabled={value === saved} onClick={save}>
        {COURSE_TEXT.saveCreditCategory}
      </Button>
      <p className={styles.muted}>{COURSE_TEXT.creditCategoryHint}</p>
    </div>
  );
}
