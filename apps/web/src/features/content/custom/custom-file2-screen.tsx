import { weekdayDate } from "@taxlearn/core";
import { useMemo } from "react";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useIdParam } from "../../../hooks/use-id-param";
import { CONTENT_TEXT } from "../content.messages";
import { ArticleHeader } from "../shared/article-header";
import { DetailQueryView } from "../shared/detail-query-view";
import * as layout from "../shared/layout.css";
import { RichText } from "../shared/rich-text";
import { outlineRichText } from "../shared/rich-text-outline";
import * as styles from "./custom.css";
import { customFileNotFound, ThemeCourses } from "./custom-file-parts";

/** /customFile2?id=: a theme file in a reading view, with an outline of its headings beside it. */
export default function CustomFile2Screen() {
  const id = useIdParam();
  if (id === null) return <div className={layout.page}>{customFileNotFound}</div>;
  return <CustomFileReading key={id} id={id} />;
}

function CustomFileReading({ id }: { id: number }) {
  const detail = useApiQuery((api) => api.customFileDetail({ id }), [id]);
  const contentHtml = detail.status === "success" ? detail.data.contentHtml : "";
  const outline = useMemo(() => outlineRichText(contentHtml), [contentHtml]);
  return (
    <div className={layout.page}>
      <DetailQueryView query={detail} notFound={customFileNotFound}>
        {(file) => (
          <div className={styles.readingLayout}>
            <nav className={styles.outline} aria-label={CONTENT_TEXT.outline}>
              <h2 className={layout.sectionTitle}>{CONTENT_TEXT.outline}</h2>
              <ol className={styles.outlineList}>
                {outline.headings.map((heading) => (
                  <li key={heading.id} className={heading.level > 3 ? styles.outlineNested : undefined}>
                    <a className={styles.outlineLink} href={`#${heading.id}`}>
                      {heading.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className={layout.main}>
              <article className={layout.panel} aria-label={file.title}>
                <ArticleHeader
                  title={file.title}
                  kind={file.theme}
                  meta={[[CONTENT_TEXT.published, weekdayDate(file.publishedAt)]]}
                />
                <RichText sanitisedHtml={outline.html} />
              </article>
              <ThemeCourses file={file} />
            </div>
          </div>
        )}
      </DetailQueryView>
    </div>
  );
}
