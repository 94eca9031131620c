import { type AdminCourseData, adminContentOptions, adminCourseList, adminCourseSave } from "@taxlearn/api/admin";
import { type CourseCategory, PRODUCT_TYPES } from "@taxlearn/core";
import { TextArea, TextField } from "@taxlearn/ui";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { ConsoleTable } from "../console-table";
import { FormFooter, SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { useConsoleList, useEditing } from "../use-console-list";
import { useDraftForm } from "../use-save-form";
import { CourseCreditCategory } from "./course-credit-category";
import { CourseSaleActions, saleState } from "./course-sale-actions";
import { COURSE_TEXT } from "./courses.messages";
import { CoverUpload } from "./cover-upload";
import { DraftActions } from "./draft-actions";

// spec §3: productType 1 course, 2 micro-course; badges 1–4; teaching method 1–3 (spec §4 course label badge:
// method 1 badge two, 2 and 3 badge three; micro-courses: 1 cut from a course, 2 standalone)
const COURSE_KINDS = [
  { id: PRODUCT_TYPES.recorded, name: COURSE_TEXT.course },
  { id: PRODUCT_TYPES.micro, name: COURSE_TEXT.micro },
];
const TEACHING_METHODS = [
  { id: 1, name: COURSE_TEXT.mode1 },
  { id: 2, name: COURSE_TEXT.mode2 },
  { id: 3, name: COURSE_TEXT.mode3 },
];
const BADGES = [
  { id: 1, name: COURSE_TEXT.inProduction },
  { id: 2, name: COURSE_TEXT.updating },
  { id: 3, name: COURSE_TEXT.newRelease },
  { id: 4, name: COURSE_TEXT.toUpdate },
];
const ORG_STATUS = [
  { id: 1, name: COURSE_TEXT.orgCanStudy },
  { id: 2, name: COURSE_TEXT.orgGreyed },
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
  productType: String(course?.productType ?? PRODUCT_TYPES.recorded),
  teachingMethod: String(course?.teachingMethod ?? 1),
  updateMark: String(course?.updateMark ?? 3),
  categoryId: String(course?.categoryId ?? ""),
  keyword: course?.keyword ?? "",
  lecturerIds: (course?.lecturerIds ?? []).join(","),
  orgStatus: String(course?.orgStatus ?? 1),
});

const priceLabel = (price: string) => (Number(price) === 0 ? COURSE_TEXT.free : `¥${price}`);
const badgeName = (mark: number) => BADGES.find((b) => b.id === mark)?.name ?? "";

/**
 * /admin/courses (editor, admin): search, create and edit courses and micro-courses, publish drafts, withdraw (下架)
 * a published course and put it back on sale.
 */
export default function CoursesSection() {
  const courses = useConsoleList({ keyword: "" }, (api, { query, page }) =>
    api.call(adminCourseList, { keyword: query.keyword, page, pageSize: PAGE_SIZE }),
  );
  // the cover is not a form field: a published course's cover is uploaded on its own (CoverUpload)
  const { editing, edit, done } = useEditing<{ draft: Draft; image: string; creditCategory?: CourseCategory }>(
    courses.refresh,
  );
  return (
    <div className={styles.stack}>
      {editing ? (
        <CourseForm draft={editing.draft} image={editing.image} creditCategory={editing.creditCategory} onDone={done} />
      ) : (
        <SearchForm
          onSearch={courses.search}
          newLabel={COURSE_TEXT.newCourse}
          onNew={() => edit({ draft: draftOf(null), image: "" })}
        >
          <TextField label={ADMIN_TEXT.courseName} value={courses.draft.keyword} onChange={courses.set("keyword")} />
        </SearchForm>
      )}
      <QueryView query={courses.list}>
        {({ drafts, courses: published }) => (
          <>
            <ConsoleTable
              heading={COURSE_TEXT.drafts}
              caption={COURSE_TEXT.draftsCaption}
              emptyText={COURSE_TEXT.noDrafts}
              columns={[
                { key: "title", title: ADMIN_TEXT.courseName, cell: (d) => d.title },
                { key: "price", title: ADMIN_TEXT.price, cell: (d) => priceLabel(d.price) },
                { key: "badge", title: COURSE_TEXT.badge, cell: (d) => badgeName(d.updateMark) },
                {
                  key: "action",
                  title: ADMIN_TEXT.action,
                  cell: (d) => (
                    <DraftActions draft={d} onEdit={() => edit({ draft: draftOf(d), image: "" })} onChanged={done} />
                  ),
                },
              ]}
              items={drafts}
              rowKey={(d) => `d${d.draftId}`}
            />
            <ConsoleTable
              heading={COURSE_TEXT.publishedCount(published.total)}
              caption={COURSE_TEXT.publishedCaption}
              emptyText={COURSE_TEXT.none}
              columns={[
                { key: "id", title: "ID", cell: (c) => c.courseId },
                {
                  key: "title",
                  title: ADMIN_TEXT.courseName,
                  cell: (c) => (
                    <a
                      className={styles.link}
                      href={`/course/details?id=${c.courseId}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {c.title}
                    </a>
                  ),
                },
                {
                  key: "type",
                  title: COURSE_TEXT.type,
                  cell: (c) =>
                    COURSE_KINDS.find((p) => p.id === c.productType)?.name ?? COURSE_TEXT.typeNumber(c.productType),
                },
                { key: "price", title: ADMIN_TEXT.price, cell: (c) => priceLabel(c.price) },
                { key: "badge", title: COURSE_TEXT.badge, cell: (c) => badgeName(c.updateMark) },
                { key: "state", title: ADMIN_TEXT.status, cell: saleState },
                {
                  key: "action",
                  title: ADMIN_TEXT.action,
                  cell: (c) => (
                    <CourseSaleActions
                      course={c}
                      onEdit={() => edit({ draft: draftOf(c), image: c.image, creditCategory: c.creditCategory })}
                      onChanged={courses.refresh}
                    />
                  ),
                },
              ]}
              items={published.list}
              rowKey={(c) => `c${c.courseId}`}
              paging={{
                total: published.total,
                page: courses.page,
                pageSize: PAGE_SIZE,
                onPageChange: courses.setPage,
              }}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}

function CourseForm({
  draft: initial,
  image,
  creditCategory,
  onDone,
}: {
  draft: Draft;
  image: string;
  creditCategory?: CourseCategory | undefined;
  onDone: () => void;
}) {
  const options = useApiQuery((client) => client.call(adminContentOptions, {}), []);
  const { draft, set, error, busy, submit } = useDraftForm(
    initial,
    (api, draft) => api.call(adminCourseSave, draft as never),
    onDone,
  );
  const lecturerIds = draft.lecturerIds!.split(",").filter(Boolean).map(Number);
  const toggleLecturer = (id: number) =>
    set("lecturerIds")(
      (lecturerIds.includes(id) ? lecturerIds.filter((l) => l !== id) : [...lecturerIds, id]).join(","),
    );
  const heading = draft.courseId
    ? COURSE_TEXT.editCourse(draft.courseId)
    : draft.draftId
      ? COURSE_TEXT.editDraft
      : COURSE_TEXT.newCourse;
  return (
    <QueryView query={options}>
      {({ courseCategories, lecturers }) => (
        <form className={styles.panel} onSubmit={submit} aria-label={heading}>
          <h2 className={styles.panelTitle}>{heading}</h2>
          <div className={styles.filters}>
            <TextField label={ADMIN_TEXT.courseName} value={draft.title!} onChange={set("title")} required />
            <TextField label={ADMIN_TEXT.priceYuan} value={draft.price!} onChange={set("price")} inputMode="decimal" />
            <TextField
              label={ADMIN_TEXT.originalPriceYuan}
              value={draft.otPrice!}
              onChange={set("otPrice")}
              inputMode="decimal"
            />
            <SelectField
              label={ADMIN_TEXT.category}
              value={draft.categoryId!}
              onChange={set("categoryId")}
              options={[{ id: "", name: ADMIN_TEXT.choose }, ...courseCategories]}
              required
            />
            <SelectField
              label={COURSE_TEXT.type}
              value={draft.productType!}
              onChange={set("productType")}
              options={COURSE_KINDS}
            />
            <SelectField
              label={COURSE_TEXT.classOf}
              value={draft.teachingMethod!}
              onChange={set("teachingMethod")}
              options={TEACHING_METHODS}
            />
            <SelectField
              label={COURSE_TEXT.badge}
              value={draft.updateMark!}
              onChange={set("updateMark")}
              options={BADGES}
            />
            <SelectField
              label={COURSE_TEXT.orgVisibility}
              value={draft.orgStatus!}
              onChange={set("orgStatus")}
              options={ORG_STATUS}
            />
            <TextField label={COURSE_TEXT.keywords} value={draft.keyword!} onChange={set("keyword")} />
          </div>
          <TextArea
            label={COURSE_TEXT.intro}
            value={draft.productInfo!}
            onChange={set("productInfo")}
            maxLength={500}
          />
          <fieldset className={styles.checks}>
            <legend className={styles.label}>{COURSE_TEXT.lecturers}</legend>
            {lecturers.map((l) => (
              <label key={l.id}>
                <input type="checkbox" checked={lecturerIds.includes(l.id)} onChange={() => toggleLecturer(l.id)} />{" "}
                {l.name}
              </label>
            ))}
          </fieldset>
          {draft.courseId && creditCategory ? (
            <CourseCreditCategory courseId={Number(draft.courseId)} category={creditCategory} />
          ) : null}
          {draft.courseId ? (
            <CoverUpload courseId={Number(draft.courseId)} image={image} />
          ) : (
            <p className={styles.muted}>{COURSE_TEXT.coverLater}</p>
          )}
          <FormFooter
            error={error}
            busy={busy}
            submitLabel={draft.courseId ? COURSE_TEXT.saveLive : ADMIN_TEXT.saveDraft}
            onCancel={onDone}
          />
        </form>
      )}
    </QueryView>
  );
}
