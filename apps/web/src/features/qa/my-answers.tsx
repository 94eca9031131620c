import type { ForumPostData } from "@taxlearn/api";
import { relativeTime } from "@taxlearn/core";
import { EmptyState, Pagination, QA_HELP_TEXT, useToast } from "@taxlearn/ui";
import { QA_TEXT } from "../../components/qa/qa.messages";
import { courseQaHref } from "../../components/qa/qa-limits";
import { useConfirm } from "../../components/qa/question-thread";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import type { ParamChanges } from "../../lib/list-params";
import * as styles from "./qa.css";
import { MY_QA_TEXT } from "./qa.messages";

function OwnAnswer({ post, onChanged }: { post: ForumPostData; onChanged: () => void }) {
  const api = useApi();
  const toast = useToast();
  const confirm = useConfirm();
  const onNavigate = useNavigateHandler();
  const href = post.productId ? courseQaHref(post.productId) : "/center/qa";
  const remove = async () => {
    if (!(await confirm(QA_TEXT.deleteAnswerConfirm))) return;
    try {
      const result = await api.forumAnswerDelete({ id: post.id });
      if (result.success) {
        toast.success(result.msg);
        onChanged();
      } else toast.error(result.msg);
    } catch (thrown) {
      toast.error(failureMessage(thrown));
    }
  };
  return (
    <article className={styles.answerRow} aria-label={post.title}>
      <a
        className={styles.questionLink}
        href={href}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey) return;
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {post.title}
      </a>
      <p className={styles.answerText}>{post.content}</p>
      <div className={styles.meta}>
        {post.lecturerAnswered ? <span className={styles.tag}>{QA_HELP_TEXT.lecturer}</span> : null}
        {post.courseTitle ? <span>{post.courseTitle}</span> : null}
        <time>{relativeTime(post.createdAt, new Date())}</time>
        <button type="button" className={styles.toggle} onClick={() => void remove()}>
          {QA_HELP_TEXT.delete}
        </button>
      </div>
    </article>
  );
}

export function MyAnswers({
  page,
  pageSize,
  update,
  version,
  onChanged,
}: {
  page: number;
  pageSize: number;
  update: (changes: ParamChanges) => void;
  version: number;
  onChanged: () => void;
}) {
  const list = useApiQuery((api) => api.forumAnswerList({ page, pageSize }), [page, pageSize, version]);
  return (
    <QueryView query={list} errorTitle={MY_QA_TEXT.loadFailed}>
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState title={MY_QA_TEXT.noAnswers} description={MY_QA_TEXT.noAnswersHint} />
        ) : (
          <>
            <ul className={styles.list} aria-label={MY_QA_TEXT.myAnswers}>
              {data.list.map((post) => (
                <li key={post.id}>
                  <OwnAnswer post={post} onChanged={onChanged} />
                </li>
              ))}
            </ul>
            <Pagination
              total={data.total}
              page={data.page}
              pageSize={data.pageSize}
              onPageChange={(next) => update({ page: next })}
              onPageSizeChange={(size) => update({ pageSize: size })}
            />
          </>
        )
      }
    </QueryView>
  );
}
