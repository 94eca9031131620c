import { termsOf } from "../../features/search/chinese-terms";
import { passageStarts } from "../../features/video/sample-lectures/narration-timeline";
import type { Database } from "../database";
import { lectureTranscripts } from "../schema";
import { KNOWLEDGE_LECTURES } from "./knowledge-lectures.seed";
import { type LectureSubject, lectureFileRows, lectureSubjectOf, type SeedCourse } from "./lecture-files.seed";

/**
 * What the lecturer says in each seeded lecture, by the second each passage starts. The sample videos are
 * generated, so this scripted narration is their transcript: every lecture file gets the narration of its subject
 * (video.seed's lectureSubjectOf) for its course, and the lectures the assistant's knowledge scripts in detail
 * (knowledge-lectures.seed.ts) get those words instead. Each generated passage starts when the one before has been
 * read (narration-timeline.ts), and the lecture's video is generated from these words and lasts as long as they
 * take; the caption cue of a passage ends where the next starts (core captionCues).
 */
const NARRATION: Record<LectureSubject, (course: string) => readonly [string, string, string]> = {
  政策背景与适用范围: (course) => [
    `欢迎学习《${course}》。这一讲先讲政策背景，说清楚这些规定为什么出台、要解决什么问题。`,
    "接着看适用范围：哪些纳税人适用，哪些业务适用，从什么时间开始执行。",
    "判断能不能适用，要把纳税人身份、业务实质和执行期限三件事放在一起看。",
  ],
  核心概念与计算方法: (course) => [
    `这一讲讲《${course}》里的核心概念，先把容易混淆的几个口径区分清楚。`,
    "计算方法分三步：先确定计税依据，再找准适用税率，最后算出应纳税额。",
    "每一步都要留存计算底稿、核对数据来源，方便以后自查和应对检查。",
  ],
  申报流程实操: (course) => [
    `这一讲演示《${course}》涉及的申报流程，从登录电子税务局开始一步步操作。`,
    "填报申报表之前，先核对本期的收入、发票和已缴税款，数据一致再提交。",
    "提交以后记得查看申报结果和扣款状态，发现错误要在申报期内及时更正。",
  ],
  常见问题与风险提示: (course) => [
    `这一讲整理《${course}》的常见问题，都是学员在实务中反复问到的。`,
    "风险提示第一条：条件不满足却享受了优惠，事后会被追缴税款并加收滞纳金。",
    "建议每个季度做一次自查，对照政策条件逐项核对，发现问题主动补正。",
  ],
  典型案例复盘: (course) => [
    `这一讲用一个典型案例复盘《${course}》的要点，先看企业当时是怎么处理的。`,
    "复盘发现，问题出在业务发生时没有及时取得合规凭证，导致后面无法税前扣除。",
    "这个案例告诉我们，税务处理要和业务同步，合同、发票和资金流要相互对应。",
  ],
  要点回顾与答疑: (course) => [
    `这一讲回顾《${course}》的全部要点，并集中回答大家提出的问题。`,
    "有同学问政策变了怎么办：以现行有效的文件为准，被废止的条款不再执行。",
    "课程内容就到这里，有问题可以在课程问答区留言，老师会及时回复。",
  ],
};

/** What is said in every seeded lecture file, passage by passage, with the second each passage starts. */
export function lecturePassages(courses: ReadonlyArray<SeedCourse>) {
  const courseOf = new Map(courses.map((c) => [c.id, c]));
  const scripted = new Map(KNOWLEDGE_LECTURES.map((l) => [`${l.courseTitle}#${l.lectureSort}`, l.passages]));
  const used = new Set<string>();
  const rows = lectureFileRows(courses).flatMap((file) => {
    const seeded = courseOf.get(file.courseId)!;
    const course = seeded.title;
    const narration = NARRATION[lectureSubjectOf(seeded, file.sort)];
    const key = `${course}#${file.sort}`;
    // the first course of that title speaks the scripted words (several seeded courses share a title)
    const script = used.has(key) ? undefined : scripted.get(key);
    if (script) used.add(key);
    const texts = narration(course);
    const starts = passageStarts(texts);
    const passages = script ?? texts.map((text, i) => ({ seconds: starts[i]!, text }));
    return passages.map((p) => ({ lectureFileId: file.id, startSeconds: p.seconds, text: p.text, generated: !script }));
  });
  const unused = [...scripted.keys()].filter((key) => !used.has(key));
  if (unused.length > 0) throw new Error(`seed: no lecture file for ${unused.join(", ")}`);
  return rows;
}

/** The transcript rows of every seeded lecture file (terms cut by the search index's own analyser). */
export const lectureTranscriptRows = (courses: ReadonlyArray<SeedCourse>) =>
  lecturePassages(courses).map((p) => ({ ...p, terms: termsOf(p.text) }));

/** Inserts the transcripts (after the lecture files). */
export async function seedLectureTranscripts(db: Database, courses: ReadonlyArray<SeedCourse>): Promise<void> {
  const rows = lectureTranscriptRows(courses);
  for (let i = 0; i < rows.length; i += 500) await db.insert(lectureTranscripts).values(rows.slice(i, i + 500));
}
