import type { CustomFileDetailData } from "@taxlearn/api";
import { weekdayDate } from "@taxlearn/core";
import { Link } from "react-router";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useIdParam } from "../../../hooks/use-id-param";
import { CONTENT_TEXT } from "../content.messages";
import { ArticleHeader } from "../shared/article-header";
import { customFileDetailsPath, customFileReadingPath, customFileThemePath } from "../shared/content-paths";
import { DetailQueryView } from "../shared/detail-query-view";
import * as layout from "../shared/layout.css";
import * as related from "../shared/related.css";
import { RichText } from "../shared/rich-text";
import { customFileNotFound, ThemeCourses } from "./custom-file-parts";

type CustomFileDetail = CustomFileDetailData;

/** /caimiao-custom/details?id=: one theme file (sanitised body), its courses and the other files of its theme. */
export default function CustomFileDetailsScreen() {
  const id = useIdParam();
  if (id === null) return <div className={layout.page}>{customFileNotFound}</div>;
  return <CustomFileDetails key={id} id={id} />;
}

function CustomFileDetails({ id }: { id: number }) {
  const detail = useApiQuery((api) => api.customFileDetail({ id }), [id]);
  return (
    <div className={layout.page}>
      <DetailQueryView query={detail} notFound={customFileNotFound}>
        {(file) => (
          <div className={layout.detailLayout}>
            <div className={layout.main}>
              <article className={layout.panel} aria-label={file.title}>
                <ArticleHeader
                  title={file.title}
                  kind={file.theme}
                  meta={[[CONTENT_TEXT.published, weekdayDate(file.publishedAt)]]}
                />
                <RichText sanitisedHtml={file.contentHtml} />
                <p>
                  <Link className={layout.textLink} to={customFileReadingPath(file.id)}>
                    {CONTENT_TEXT.readWithOutline} ›
                  </Link>
                </p>
              </article>
              <ThemeCourses file={file} />
            </div>
            <aside className={layout.aside} aria-label={CONTENT_TEXT.related}>
              <SameTheme file={file} />
            </aside>
          </div>
        )}
      </DetailQueryView>
    </div>
  );
}

function SameTheme({ file }: { file: CustomFileDetail }) {
  const others = useApiQuery((api) => api.customFileList({ theme: file.theme, pageSize: 20 }), [file.theme]);
  const items = others.status === "success" ? others.data.list.filter((other) => other.id !== file.id) : [];
  return (
    <section className={related.section} aria-label={CONTENT_TEXT.sameTheme}>
      <h2 className={related.heading}>{CONTENT_TEXT.sameTheme}</h2>
      {others.status === "success" && items.length === 0 ? (
        <p className={related.none}>{CONTENT_TEXT.noRelated}</p>
      ) : null}
      <ul className={related.list}>
        {items.map((other) => (
          <li key={other.id} className={related.item}>
            <Link className={related.itemLink} to={customFileDetailsPath(other.id)}>
              {other.title}
            </Link>
            <span className={related.itemMeta}>{weekdayDate(other.publishedAt)}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link className={layout.textLink} to={customFileThemePath(file.theme)}>
          {CONTENT_TEXT.viewTheme} ›
        </Link>
      </p>
    </section>
  );
}
