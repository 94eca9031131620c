import { EmptyState, SectionHeader } from "@taxlearn/ui";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { CONTENT_TEXT } from "../content.messages";
import { customFileDetailsPath, customFileThemePath } from "../shared/content-paths";
import * as layout from "../shared/layout.css";
import * as styles from "./custom.css";
import { CustomFileCard } from "./custom-file-card";
import { groupByTheme } from "./custom-themes";

/** /caimiao-custom (专题): the themed collections, each theme with its files and a link to its page. */
export default function CaimiaoCustomScreen() {
  const onNavigate = useNavigateHandler();
  const files = useApiQuery((api) => api.customFileList({ page: 1, pageSize: 100 }), []);
  return (
    <div className={layout.page}>
      <PageHeading title={CONTENT_TEXT.themesTitle} subtitle={CONTENT_TEXT.themesSubtitle} />
      <QueryView query={files}>
        {(data) =>
          data.list.length === 0 ? (
            <div className={layout.panel}>
              <EmptyState title={CONTENT_TEXT.emptyList} />
            </div>
          ) : (
            groupByTheme(data.list).map((group) => (
              <section key={group.theme} className={`${layout.panel} ${styles.themeSection}`}>
                <SectionHeader
                  title={group.theme}
                  subtitle={CONTENT_TEXT.fileCount(group.files.length)}
                  moreHref={customFileThemePath(group.theme)}
                  onNavigate={onNavigate}
                />
                <ul className={styles.cardGrid}>
                  {group.files.map((file) => (
                    <li key={file.id}>
                      <CustomFileCard file={file} href={customFileDetailsPath(file.id)} />
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )
        }
      </QueryView>
    </div>
  );
}
