// Public entry of @taxlearn/core: every model and rule other packages import.

export {
  ADMIN_SECTIONS,
  type AdminSection,
  type AdminSectionKey,
  beijingDayStart,
  csvDocument,
  csvField,
  isAdminConsolePath,
  isOperator,
  isOperatorRole,
  lastBeijingDays,
  maySection,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  type OperatorRole,
  parseOperatorRoles,
  rolesNeededLabel,
  sectionsFor,
} from "./admin/admin.rules";
export { isOldBrowser } from "./browser/browser.rules";
export { CONSTANTS } from "./constants";
export {
  type BadgeColour,
  type ContentBadge,
  type CourseLabelBadge,
  cardUpdateLabel,
  contentBadge,
  courseLabelBadge,
  type LecturersView,
  lecturersView,
  type NormalizedCourseCard,
  normalizeCourseCard,
  parseLabels,
  showsPriceBadge,
} from "./course/course.rules";
export {
  CourseCard,
  CourseId,
  FileId,
  LectureId,
  Lecturer,
} from "./course/course.schema";
export { type CourseLength, courseLength } from "./course/course-length.rules";
export * from "./course/product-type";
export * from "./credits/credit-interval.rules";
export { CREDIT_MESSAGES } from "./credits/credits.messages";
export * from "./credits/credits.schema";
export * from "./credits/heartbeat.rules";
export * from "./credits/live-attendance.rules";
export * from "./credits/study-hours.rules";
export {
  COLLECT_CATEGORIES,
  type CollectCategory,
  collectCategoryOf,
  FOOTPRINT_KINDS,
  type FootprintKind,
  isCollectCategory,
  isFootprintKind,
} from "./engagement/collect.rules";
export { CollectItem } from "./engagement/collect.schema";
export { Feedback } from "./engagement/feedback.schema";
export { RATING, RATING_LABELS, type RatingLevel, ratingLabel, ratingLevel } from "./engagement/rating.rules";
export { TrackingEvent } from "./engagement/tracking.schema";
export { Envelope, EnvelopeHead } from "./envelope/envelope.schema";
export { CLIENT_ERROR_CODES, type ClientErrorCode, isUnauthorizedBody, networkErrorMessage } from "./error/error.rules";
export { canSelectMore, clampPercentage } from "./input/input.rules";
export { INVOICE_MESSAGES } from "./invoice/invoice.messages";
export {
  checkInvoiceEmail,
  checkInvoiceTitle,
  type FieldCheck,
  INVOICE_KINDS,
  INVOICE_LIMITS,
  INVOICE_STATUSES,
  INVOICE_TAX_RATE_BASIS_POINTS,
  INVOICE_TITLE_TYPES,
  type InvoiceKindValue,
  type InvoiceStatusValue,
  type InvoiceTitleFields,
  type InvoiceTitleInput,
  type InvoiceTitleTypeValue,
  invoiceKindLabel,
  invoiceStatusLabel,
  invoiceTitleTypeLabel,
  qualifiesForSpecialInvoice,
  splitTax,
} from "./invoice/invoice.rules";
export { isValidUscc, normalizeUscc, USCC_ALPHABET, usccCheckCharacter } from "./invoice/uscc.rules";
export { LIVE_STATUS, type LiveView, liveView, type NormalizedLiveItem, normalizeLiveItem } from "./live/live.rules";
export { LiveId, LiveItem } from "./live/live.schema";
export {
  checkLiveChatText,
  LIVE_CHAT_LIMITS,
  LIVE_REMINDER_LEAD_MS,
  type LiveChatPhase,
  liveChatPhase,
  liveChatWindowStart,
  liveReminderDue,
  withinLiveChatRate,
} from "./live/live-chat.rules";
export { unreadBadge } from "./message/message.rules";
export { Message } from "./message/message.schema";
export {
  isMessageType,
  MESSAGE_TYPES,
  type MessageTypeKey,
  type MessageTypeValue,
  messageTypeLabel,
} from "./message/message-types";
export { MESSAGES, type MessageKey } from "./messages";
export {
  canTransition,
  fenToYuan,
  isExpired,
  isPayable,
  membershipPeriod,
  ORDER_TRANSITIONS,
  ORDER_TTL_MS,
  orderExpiresAt,
  REFUND_MAX_WATCHED_PERCENT,
  REFUND_REFUSALS,
  REFUND_WINDOW_MS,
  type RefundCheck,
  type RefundEligibility,
  refundEligibility,
  yuanToFen,
} from "./order/order.rules";
export {
  InviteCodeField,
  ORDER_STATUSES,
  OrderCreate,
  OrderNo,
  OrderNoField,
  OrderPay,
  OrderProductKind,
  OrderStatus,
  OrderVerify,
  PAY_FROM_VALUES,
  PAY_TYPES,
  PayFrom,
  PayTypeField,
  type PayTypeValue,
  UniqueIdField,
  VIP_ORDER_PRODUCT_TYPE,
} from "./order/order.schema";
export { defaultPagePath, filterMenu, MAIN_MENU, type MenuItem } from "./org/menu";
export {
  DEFAULT_ORG_CONFIG,
  type OrgFrame,
  orgChanged,
  orgFrame,
  orgLoginParams,
  resolveOrgConfig,
} from "./org/org.rules";
export {
  OrgConfig,
  OrgId,
  type OrgLoginParams,
  OrgLoginParamsMissing,
  OrgLoginResponse,
  type ResolvedOrgConfig,
} from "./org/org.schema";
export { footerBackgroundHeight, pageFrame, showBackToTop } from "./page-frame/page-frame.rules";
export {
  clampPage,
  DEFAULT_PAGE_SIZE,
  ellipsisTarget,
  normalizePagerCount,
  PAGE_SIZES,
  type PagerItem,
  pageCountOf,
  pagerItems,
} from "./pagination/pagination.rules";
export { formatPrice, isFree, type Price, shouldShowPrice } from "./price/price.rules";
export { type PromptRules, promptConfirmsOnEnter, validatePrompt } from "./prompt/prompt.rules";
export {
  type Citation,
  type CitationKind,
  docNumberKey,
  findCitationsInHtml,
  findCitationsInText,
  halfWidthDigits,
  linkCitations,
  titleKey,
} from "./regulation/citation.rules";
export {
  isValidity,
  nextValidityChange,
  POLICY_RELATION_LABELS,
  POLICY_RELATIONS,
  type PolicyRelation,
  policyValidity,
  VALIDITY,
  VALIDITY_LABELS,
  type Validity,
  type ValidityFacts,
} from "./regulation/validity.rules";
export {
  breadcrumbs,
  fullPath,
  guardRoute,
  loginRedirectPath,
  matchRoute,
  parseQuery,
  rebuildsBreadcrumbs,
  routeTitle,
  shouldKeepAlive,
} from "./route/route.rules";
export type {
  Breadcrumb,
  GuardInput,
  GuardResult,
  QueryValue,
  RouteMatch,
  RouteQuery,
  RouteRecord,
} from "./route/route.schema";
export { ROUTES } from "./route/routes";
export { parseHotWords, searchTarget, searchTotalText } from "./search/search.rules";
export { synonymsOf, synonymWords, TAX_SYNONYM_GROUPS } from "./search/search-synonyms";
export {
  clearSession,
  EMPTY_SESSION,
  isLoggedIn,
  logoutTarget,
  maskPhone,
  organisationName,
  SESSION_COOKIE,
  STORAGE_KEYS,
} from "./session/session.rules";
export {
  SessionState,
  UserId,
  UserInfo,
  VipInfo,
} from "./session/session.schema";
export { decodeWith } from "./shared/decode";
export {
  DateValue,
  Id,
  IdField,
  INT4,
  IntField,
  NonNegativeIntField,
  NumericField,
} from "./shared/fields.schema";
export { textOfTagFreeHtml } from "./shared/html-text";
export * from "./study-plan/exam.rules";
export * from "./study-plan/study-plan.rules";
export {
  CHAT_RECONNECT_DELAYS_MS,
  type ChatTextCheck,
  chatRateWindowStart,
  chatReconnectDelay,
  checkChatText,
  isServiceOpen,
  SERVICE_HOURS_TEXT,
  SERVICE_SPANS,
  SUPPORT_CHAT_LIMITS,
  withinChatRate,
} from "./support-chat/service-hours.rules";
export {
  beijingDay,
  type DateInput,
  formatStartTime,
  learnerCountLabel,
  relativeTime,
  toInstant,
  updatedLabel,
  weekdayDate,
  weekPeriodLabel,
} from "./time/time.rules";
export {
  type CaptionCue,
  captionCues,
  escapeCueText,
  formatWebVtt,
  lectureAtSecondPath,
  MIN_CUE_SECONDS,
  type TranscriptPassage,
  vttTimestamp,
} from "./transcript/caption.rules";
export {
  CARD_TYPE_LABELS,
  CARD_TYPES,
  type CardBox,
  type CardCheck,
  type CardDraft,
  type CardRow,
  type CardType,
  checkCardDraft,
  draftOfRow,
  MAX_CARD_TIMEOUT,
  MIN_BOX_SIDE,
  moveBox,
  newCardDraft,
  pixelsToFraction,
  resizeBox,
} from "./video-event/card-editor.rules";
export {
  eventAt,
  overlayRect,
  parseInteractionEvent,
  QUIZ_STEP,
  type QuizResultView,
  type QuizStep,
  quizOutcome,
  quizResultView,
} from "./video-event/video-event.rules";
export {
  InteractionEvent,
  InteractionEventMalformed,
  type OverlayRect,
  type ParsedInteractionEvent,
  type TextCardKind,
} from "./video-event/video-event.schema";
