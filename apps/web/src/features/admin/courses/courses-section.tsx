import {
  type AdminCourseData,
  adminContentOptions,
  adminCourseList,
  adminCoursePublish,
  adminCourseSave,
} from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextArea, TextField, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { FormFooter, SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { useSaveForm } from "../use-save-form";
import { CourseSaleActions, saleState } from "./course-sale-actions";
import { CoverUpload } from "./cover-upload";

// spec §3: productType 1 course, 2 micro-course; badges 1–4; teaching method 1–3 (spec §4 course label badge:
// method 1 badge two, 2 and 3 badge three; micro-courses: 1 cut from a course, 2 standalone)
const PRODUCT_TYPES = [
  { id: 1, name: "课程" },
  { id: 2, name: "微课" },
];
const TEACHING_METHODS = [
  { id: 1, name: "方式 1（课程角标二）" },
  { id: 2, name: "方式 2（课程角标三）" },
  { id: 3, name: "方式 3（课程角标三）" },
];
const BADGES = [
  { id: 1, name: "制作中" },
  { id: 2, name: "更新" },
  { id: 3, name: "上新" },
  { id: 4, name: "待更新" },
];
const ORG_STATUS = [
  { id: 1, name: "机构学员可学习" },
  { id: 2, name: "机构学员置灰" },
];

type Draft = Record<string, string>;

const PAGE_SIZE = 10;

const draftOf = (course: AdminCourseData | null): Draft => ({
  ...(course?.draftId ? { draftId: String(course.draftId) } : {}),
  ...(course?.courseId && !course.draftId ? { courseId: String(course.courseId) } : {}),
  title: course?.title ?? "",
  productInfo: course?.productInfo ?? "",
  price: course?.price ?? "0.00",
  otPrice: course?.otPrice ?? "0.00",
  productType: String(course?.productType ?? 1),
  teachingMethod: String(course?.teachingMethod ?? 1),
  updateMark: String(course?.updateMark ?? 3),
  categoryId: String(course?.categoryId ?? ""),
  keyword: course?.keyword ?? "",
  lecturerIds: (course?.lecturerIds ?? []).join(","),
  orgStatus: String(course?.orgStatus ?? 1),
});

const priceLabel = (price: string) => (Number(price) === 0 ? "免费" : `¥${price}`);
const badgeName = (mark: number) => BADGES.find((b) => b.id === mark)?.name ?? "";

/**
 * /admin/courses (editor, admin): search, create and edit courses and micro-courses, publish drafts, withdraw (下架)
 * a published course and put it back on sale.
 */
export default function CoursesSection() {
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const list = useApiQuery(
    (api) => api.call(adminCourseList, { keyword: query, page, pageSize: PAGE_SIZE }),
    [query, page],
  );
  // the cover is not a form field: a published course's cover is uploaded on its own (CoverUpload)
  const [editing, setEditing] = useState<{ draft: Draft; image: string } | null>(null);
  const done = () => {
    setEditing(null);
    list.retry();
  };
  return (
    <div className={styles.stack}>
      {editing ? (
        <CourseForm draft={editing.draft} image={editing.image} onDone={done} />
      ) : (
        <SearchForm
          onSearch={() => {
            setPage(1);
            setQuery(keyword.trim());
          }}
          newLabel="新建课程"
          onNew={() => setEditing({ draft: draftOf(null), image: "" })}
        >
          <TextField label="课程名称" value={keyword} onChange={setKeyword} />
        </SearchForm>
      )}
      <QueryView query={list}>
        {({ drafts, courses }) => (
          <>
            <h2 className={styles.panelTitle}>未发布的草稿</h2>
            <AdminTable
              caption="课程草稿"
              emptyText="没有未发布的草稿"
              columns={[
                { key: "title", title: "课程名称" },
                { key: "price", title: "价格" },
                { key: "badge", title: "角标" },
                { key: "action", title: "操作" },
              ]}
              rows={drafts.map((d) => ({
                key: `d${d.draftId}`,
                cells: {
                  title: d.title,
                  price: priceLabel(d.price),
                  badge: badgeName(d.updateMark),
                  action: (
                    <DraftActions
                      draft={d}
                      onEdit={() => setEditing({ draft: draftOf(d), image: "" })}
                      onPublished={done}
                    />
                  ),
                },
              }))}
            />
            <h2 className={styles.panelTitle}>已发布的课程（共 {courses.total} 门）</h2>
            <AdminTable
              caption="已发布的课程"
              emptyText="没有符合条件的课程"
              columns={[
                { key: "id", title: "ID" },
                { key: "title", title: "课程名称" },
                { key: "type", title: "类型" },
                { key: "price", title: "价格" },
                { key: "badge", title: "角标" },
                { key: "state", title: "状态" },
                { key: "action", title: "操作" },
              ]}
              rows={courses.list.map((c) => ({
                key: `c${c.courseId}`,
                cells: {
                  id: c.courseId,
                  title: (
                    <a
                      className={styles.link}
                      href={`/course/details?id=${c.courseId}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {c.title}
                    </a>
                  ),
                  type: PRODUCT_TYPES.find((p) => p.id === c.productType)?.name ?? `类型 ${c.productType}`,
                  price: priceLabel(c.price),
                  badge: badgeName(c.updateMark),
                  state: saleState(c),
                  action: (
                    <CourseSaleActions
                      course={c}
                      onEdit={() => setEditing({ draft: draftOf(c), image: c.image })}
                      onChanged={list.retry}
                    />
                  ),
                },
              }))}
            />
            <Pagination total={courses.total} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function DraftActions({
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
  const publish = async () => {
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
        编辑
      </Button>
      <Button size="small" onClick={publish}>
        发布
      </Button>
    </div>
  );
}

function CourseForm({ draft: initial, image, onDone }: { draft: Draft; image: string; onDone: () => void }) {
  const api = useApi();
  const options = useApiQuery((client) => client.call(adminContentOptions, {}), []);
  const [draft, setDraft] = useState(initial);
  const set = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const lecturerIds = draft.lecturerIds!.split(",").filter(Boolean).map(Number);
  const toggleLecturer = (id: number) =>
    set("lecturerIds")(
      (lecturerIds.includes(id) ? lecturerIds.filter((l) => l !== id) : [...lecturerIds, id]).join(","),
    );
  const { error, busy, submit } = useSaveForm(() => api.call(adminCourseSave, draft as never), onDone);
  const heading = draft.courseId ? `编辑课程 ${draft.courseId}` : draft.draftId ? "编辑课程草稿" : "新建课程";
  return (
    <QueryView query={options}>
      {({ courseCategories, lecturers }) => (
        <form className={styles.panel} onSubmit={submit} aria-label={heading}>
          <h2 className={styles.panelTitle}>{heading}</h2>
          <div className={styles.filters}>
            <TextField label="课程名称" value={draft.title!} onChange={set("title")} required />
            <TextField label="价格（元）" value={draft.price!} onChange={set("price")} inputMode="decimal" />
            <TextField label="原价（元）" value={draft.otPrice!} onChange={set("otPrice")} inputMode="decimal" />
            <SelectField
              label="分类"
              value={draft.categoryId!}
              onChange={set("categoryId")}
              options={[{ id: "", name: "请选择" }, ...courseCategories]}
            />
            <SelectField
              label="类型"
              value={draft.productType!}
              onChange={set("productType")}
              options={PRODUCT_TYPES}
            />
            <SelectField
              label="授课方式"
              value={draft.teachingMethod!}
              onChange={set("teachingMethod")}
              options={TEACHING_METHODS}
            />
            <SelectField label="角标" value={draft.updateMark!} onChange={set("updateMark")} options={BADGES} />
            <SelectField label="机构可见性" value={draft.orgStatus!} onChange={set("orgStatus")} options={ORG_STATUS} />
            <TextField label="关键词（逗号分隔，最多 6 个）" value={draft.keyword!} onChange={set("keyword")} />
          </div>
          <TextArea label="课程简介" value={draft.productInfo!} onChange={set("productInfo")} maxLength={500} />
          <fieldset className={styles.checks}>
            <legend className={styles.label}>讲师（最多 5 位）</legend>
            {lecturers.map((l) => (
              <label key={l.id}>
                <input type="checkbox" checked={lecturerIds.includes(l.id)} onChange={() => toggleLecturer(l.id)} />{" "}
                {l.name}
              </label>
            ))}
          </fieldset>
          {draft.courseId ? (
            <CoverUpload courseId={Number(draft.courseId)} image={image} />
          ) : (
            <p className={styles.muted}>封面在课程发布后上传；此前学员看到默认占位图。</p>
          )}
          <FormFooter
            error={error}
            busy={busy}
            submitLabel={draft.courseId ? "保存（立即生效）" : "保存草稿"}
            onCancel={onDone}
          />
        </form>
      )}
    </QueryView>
  );
}
