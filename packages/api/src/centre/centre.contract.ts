import { Schema } from "effect";
import { ArticleCardData, CourseCardData, KedanCardData } from "../catalogue/catalogue.schema";
import { defineContract } from "../contract/contract";
import {
  EmptyRequest,
  FlagParam,
  IdParam,
  IntLiteralParam,
  IntParam,
  NonNegativeIntParam,
  PageOf,
  PageSizeParam,
  PaginationFields,
} from "../contract/params";

// spec §7 "Learner centre": study records, purchases, favourites, footprints, messages and the forum lists.

/** A course the learner has started: its card, overall progress and the lecture to continue at. */
export const StudyClassData = Schema.Struct({
  ...CourseCardData.fields,
  /** 0-100: the mean progress over every lecture of the course (unstarted lectures count 0). */
  progress: Schema.Int,
  /** When the learner last studied a lecture of the course (ISO). */
  lastStudyTime: Schema.String,
  /** The lecture studied last, where 继续学习 resumes. */
  lastFileId: Schema.Int,
  lastLectureTitle: Schema.String,
  /** Seconds: the saved position in that lecture (the player resumes there). */
  breakpoint: Schema.Number,
  /** Lectures with any progress, of `lessonCount`-many files. */
  studiedLectures: Schema.Int,
  lectureCount: Schema.Int,
});
export type StudyClassData = typeof StudyClassData.Type;
export const MessageData = Schema.Struct({
  messageId: Schema.Int,
  messageType: Schema.Int,
  title: Schema.String,
  content: Schema.String,
  readFlag: Schema.Int,
  /** A site path the message opens, or "" (stored links are site paths only). */
  link: Schema.String,
  createdAt: Schema.String,
});
export type MessageData = typeof MessageData.Type;
export const ForumPostData = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  content: Schema.String,
  productId: Schema.NullOr(Schema.Int),
  createdAt: Schema.String,
  answerCount: Schema.Int,
  /** The question (its own id in the question list; the answered question's in the answer list). */
  questionId: Schema.Int,
  courseTitle: Schema.NullOr(Schema.String),
  /** Question list: a lecturer has answered it. Answer list: this answer carries the 讲师 mark. */
  lecturerAnswered: Schema.Boolean,
});
export type ForumPostData = typeof ForumPostData.Type;
/** A purchased course (spec §7 cart/onlinePurchasedList) with when it was bought. */
export const PurchasedCourseData = Schema.Struct({ ...CourseCardData.fields, purchasedAt: Schema.String });
export type PurchasedCourseData = typeof PurchasedCourseData.Type;

/** One favourite: `id` is the item's id, `category` core's COLLECT_CATEGORIES; the card matching it is filled. */
export const CollectedData = Schema.Struct({
  id: Schema.Int,
  productType: Schema.Int,
  category: Schema.Int,
  course: Schema.NullOr(CourseCardData),
  article: Schema.NullOr(ArticleCardData),
  kedan: Schema.NullOr(KedanCardData),
  collectedAt: Schema.String,
});
export type CollectedData = typeof CollectedData.Type;

const served = { auth: "required" as const };

/** core's COLLECT_CATEGORIES: 1 course, 2 policy, 3 case, 4 课单. */
const CollectCategoryParam = IntLiteralParam(1, 2, 3, 4);
/** core's FOOTPRINT_KINDS: 1 course, 2 policy, 3 case. */
const FootprintKindParam = IntLiteralParam(1, 2, 3);

/** spec §3 collect item as a request; `productType` is accepted as the spec's clients send it, the server reads the item's own. */
const CollectRequest = Schema.Struct({
  id: IdParam,
  productType: Schema.optional(NonNegativeIntParam),
  category: CollectCategoryParam,
});

export const studyClassList = defineContract({
  name: "studyClassList",
  method: "GET",
  path: "/api/study/classList",
  request: Schema.Struct(PaginationFields),
  data: PageOf(StudyClassData),
  ...served,
  summary: "Courses the learner has started, most recently studied first, with progress and the lecture to resume.",
});

export const purchasedList = defineContract({
  name: "purchasedList",
  method: "GET",
  path: "/api/cart/onlinePurchasedList",
  request: Schema.Struct(PaginationFields),
  data: PageOf(PurchasedCourseData),
  ...served,
  summary: "The learner's purchased courses, newest purchase first.",
});

export const collectUser = defineContract({
  name: "collectUser",
  method: "GET",
  path: "/api/collect/user",
  // spec §7 sends page, pageSize, productType, type, limit, dataType and no category: the category is read from
  // those (see collectCategoryOf in core), `limit` is the page size where pageSize is absent
  request: Schema.Struct({
    page: PaginationFields.page,
    pageSize: Schema.optional(PageSizeParam),
    limit: Schema.optional(PageSizeParam),
    category: Schema.optional(CollectCategoryParam),
    type: Schema.optional(NonNegativeIntParam),
    dataType: Schema.optional(NonNegativeIntParam),
    productType: Schema.optional(NonNegativeIntParam),
  }),
  data: PageOf(CollectedData),
  ...served,
  summary: "The learner's favourites of one category (courses, policies, cases, 课单), newest first.",
});

export const collectAdd = defineContract({
  name: "collectAdd",
  method: "POST",
  path: "/api/collect/add",
  request: CollectRequest,
  data: Schema.Struct({ collected: Schema.Literal(true) }),
  ...served,
  summary: "Adds a favourite (spec §3 collect item); idempotent; 404 when the item does not exist.",
});

export const collectDel = defineContract({
  name: "collectDel",
  method: "POST",
  path: "/api/collect/del",
  request: CollectRequest,
  data: Schema.Struct({ collected: Schema.Literal(false) }),
  ...served,
  summary: "Removes a favourite of the learner; idempotent.",
});

// The learner's messages: served. The token decides whose messages; a userId in a body is ignored.
const messagesCall = { auth: "required" as const };

/** A message type of core's MESSAGE_TYPES (1-4), or 0 / absent for every type. */
const MessageTypeFilter = Schema.optional(NonNegativeIntParam.pipe(Schema.between(0, 4)));

export const notReadCount = defineContract({
  name: "notReadCount",
  method: "GET",
  path: "/api/getNotReadCount",
  request: EmptyRequest,
  data: Schema.Struct({ count: Schema.Int }),
  ...messagesCall,
  summary: "Unread message count (the side toolbar badge; the web app polls it, docs/decisions/030).",
});

export const messagesList = defineContract({
  name: "messagesList",
  method: "POST",
  path: "/api/getMessagesList",
  request: Schema.Struct({
    userId: Schema.optional(IntParam),
    messageType: MessageTypeFilter,
    page: Schema.optionalWith(IdParam, { default: () => 1 }),
    limit: Schema.optionalWith(IdParam.pipe(Schema.lessThanOrEqualTo(100)), { default: () => 10 }),
  }),
  data: PageOf(MessageData),
  ...messagesCall,
  summary: "The learner's messages, newest first (userId ignored: the token decides).",
});

export const setMessagesStatus = defineContract({
  name: "setMessagesStatus",
  method: "POST",
  path: "/api/setMessagesStatus",
  // spec §3 message: userId and messageType travel too; the server uses neither (the token and the id decide)
  request: Schema.Struct({
    userId: Schema.optional(IntParam),
    messageType: Schema.optional(NonNegativeIntParam),
    messageId: IdParam,
    readFlag: FlagParam,
  }),
  data: Schema.Struct({ count: Schema.Int }),
  ...messagesCall,
  summary: "Marks one of the learner's messages read (readFlag 1) or unread (0); answers the new unread count.",
});

export const setMessagesAllRead = defineContract({
  name: "setMessagesAllRead",
  method: "POST",
  path: "/api/setMessagesAllRead",
  request: Schema.Struct({ userId: Schema.optional(IntParam), messageType: MessageTypeFilter }),
  data: Schema.Struct({ marked: Schema.Int, count: Schema.Int }),
  ...messagesCall,
  summary: "Marks every unread message of the learner (of one type, or all) read; answers how many and the new count.",
});

export const forumQuestionList = defineContract({
  name: "forumQuestionList",
  method: "GET",
  path: "/api/forum/questionList",
  request: Schema.Struct({ ...PaginationFields, userId: Schema.optional(IntParam) }),
  data: PageOf(ForumPostData),
  auth: "required",
  summary: "The learner's questions, newest first (userId ignored: the token decides).",
});

export const forumAnswerList = defineContract({
  name: "forumAnswerList",
  method: "GET",
  path: "/api/forum/answerList",
  request: Schema.Struct({ ...PaginationFields, userId: Schema.optional(IntParam) }),
  data: PageOf(ForumPostData),
  auth: "required",
  summary: "The learner's answers, newest first, titled by their question (userId ignored: the token decides).",
});

export const collectStatus = defineContract({
  name: "collectStatus",
  method: "GET",
  path: "/api/collect/status",
  request: Schema.Struct({ id: IdParam, category: CollectCategoryParam }),
  data: Schema.Struct({ collected: Schema.Boolean }),
  ...served,
  summary: "Whether the learner has this item among their favourites (the 收藏 toggle of a detail page).",
});

/** One footprint: a course, policy or case the learner viewed on a Beijing day. */
export const FootprintData = Schema.Struct({
  /** The footprint's own id (to clear it). */
  id: Schema.Int,
  /** core's FOOTPRINT_KINDS. */
  kind: Schema.Int,
  itemId: Schema.Int,
  title: Schema.String,
  /** The course image; "" for policies and cases. */
  image: Schema.String,
  /** 课程, or the policy/case type name. */
  typeName: Schema.String,
  /** yyyy-MM-dd, Beijing time. */
  day: Schema.String,
  /** The last view on that day (ISO). */
  viewedAt: Schema.String,
});
export type FootprintData = typeof FootprintData.Type;

export const footprintRecord = defineContract({
  name: "footprintRecord",
  method: "POST",
  path: "/api/footprint/record",
  request: Schema.Struct({ kind: FootprintKindParam, id: IdParam }),
  data: Schema.Null,
  ...served,
  summary: "Records that the learner viewed a course, policy or case today (one footprint per item and day).",
});

export const footprintList = defineContract({
  name: "footprintList",
  method: "GET",
  path: "/api/footprint/list",
  request: Schema.Struct(PaginationFields),
  data: PageOf(FootprintData),
  ...served,
  summary: "The learner's footprints, newest day first (the screen groups them by day).",
});

export const footprintDel = defineContract({
  name: "footprintDel",
  method: "POST",
  path: "/api/footprint/del",
  request: Schema.Struct({ id: IdParam }),
  data: Schema.Null,
  ...served,
  summary: "Clears one footprint of the learner; idempotent.",
});

export const footprintClear = defineContract({
  name: "footprintClear",
  method: "POST",
  path: "/api/footprint/clear",
  request: EmptyRequest,
  data: Schema.Struct({ cleared: Schema.Int }),
  ...served,
  summary: "Clears every footprint of the learner.",
});

export const centreContracts = {
  studyClassList,
  purchasedList,
  collectUser,
  collectAdd,
  collectDel,
  notReadCount,
  messagesList,
  setMessagesStatus,
  setMessagesAllRead,
  forumQuestionList,
  forumAnswerList,
  collectStatus,
  footprintRecord,
  footprintList,
  footprintDel,
  footprintClear,
} as const;
