import type { CustomFileDetailData } from "@taxlearn/api";
import { CONTENT_TEXT } from "../content.messages";
import { ContentNotFound } from "../shared/content-not-found";
import * as related from "../shared/related.css";
import { CourseGrid } from "../shared/related-courses";

export type CustomFileDetail = CustomFileDetailData;

export const customFileNotFound = (
  <ContentNotFound
    title={CONTENT_TEXT.customFileNotFound}
    backHref="/caimiao-custom"
    backLabel={CONTENT_TEXT.backToThemes}
  />
);

export function ThemeCourses({ file }: { file: CustomFileDetail }) {
  return (
    <section className={related.section} aria-label={CONTENT_TEXT.themeCourses}>
      <h2 className={related.heading}>{CONTENT_TEXT.themeCourses}</h2>
      <CourseGrid courses={file.courses} />
    </section>
  );
}
