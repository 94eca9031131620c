import { CollectItem } from "@taxlearn/core";
import { Schema } from "effect";
import { ArticleCardData, CourseCardData } from "../catalogue/catalogue.schema";
import { defineContract } from "../contract/contract";
import {
  EmptyRequest,
  FlagParam,
  IdParam,
  IntParam,
  NonNegativeIntParam,
  PageOf,
  PaginationFields,
} from "../contract/params";

// spec §7 "Learner centre" and collect/message calls. Planned: answered with 该栏目暂未开放 until the centre is built.

export const StudyClassData = Schema.Struct({
  ...CourseCardData.fields,
  progress: Schema.Number,
  lastStudyTime: Schema.NullOr(Schema.String),
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
export const CollectedData = Schema.Struct({
  id: Schema.Int,
  productType: Schema.Int,
  category: Schema.Int,
  course: Schema.NullOr(CourseCardData),
  article: Schema.NullOr(ArticleCardData),
  collectedAt: Schema.String,
});
export type CollectedData = typeof CollectedData.Type;

const centre = { auth: "required" as const, status: "planned" as const };

export const studyClassList = defineContract({
  name: "studyClassList",
  method: "GET",
  path: "/api/study/classList",
  request: Schema.Struct(PaginationFields),
  data: PageOf(StudyClassData),
  ...centre,
  summary: "Courses the learner is studying.",
});

export const purchasedList = defineContract({
  name: "purchasedList",
  method: "GET",
  path: "/api/cart/onlinePurchasedList",
  request: Schema.Struct(PaginationFields),
  data: PageOf(CourseCardData),
  ...centre,
  summary: "Purchased courses.",
});

export const collectUser = defineContract({
  name: "collectUser",
  method: "GET",
  path: "/api/collect/user",
  request: Schema.Struct({
    ...PaginationFields,
    productType: Schema.optional(NonNegativeIntParam),
    type: Schema.optional(NonNegativeIntParam),
    limit: Schema.optional(NonNegativeIntParam),
    dataType: Schema.optional(NonNegativeIntParam),
  }),
  data: PageOf(CollectedData),
  ...centre,
  summary: "The learner's favourites (courses, policies, cases).",
});

export const collectAdd = defineContract({
  name: "collectAdd",
  method: "POST",
  path: "/api/collect/add",
  request: CollectItem,
  data: Schema.Null,
  ...centre,
  summary: "Adds a favourite (spec §3 collect item).",
});

export const collectDel = defineContract({
  name: "collectDel",
  method: "POST",
  path: "/api/collect/del",
  request: CollectItem,
  data: Schema.Null,
  ...centre,
  summary: "Removes a favourite.",
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
} as const;
