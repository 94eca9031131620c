import type { PgTable } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** Every table the schema exports, by its export name. */
type TableName = { [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? K : never }[keyof typeof schema];

/**
 * The one owner of each table: `features/<owner>/` (or `auth/`, the sessions every feature shares). Only the owner's
 * `*.repo.ts` files select or write the table; another module calls the functions and predicates that repository
 * exports. A new table without an entry here fails the build, and module-boundaries.test.ts holds the imports to it.
 */
export const TABLE_OWNERS = {
  // who is logged in: accounts, their tokens, operator roles, disabled accounts, socket passes
  users: "auth",
  authTokens: "auth",
  userSuspensions: "auth",
  userRoles: "auth",
  supportChatPasses: "auth",

  loginThrottles: "accounts",
  smsCodes: "accounts",
  studyRecords: "accounts",
  trackingEvents: "accounts",
  regions: "accounts",
  learningOptions: "accounts",

  adminAuditLog: "admin",

  assistantSessions: "assistant",
  assistantTurns: "assistant",

  captchaChallenges: "captcha",

  categories: "catalogue",
  lecturers: "catalogue",
  courses: "catalogue",
  courseListOrder: "catalogue",
  courseLecturers: "catalogue",
  courseDrafts: "catalogue",
  productFiles: "catalogue",
  articles: "catalogue",
  customFiles: "catalogue",
  kedans: "catalogue",
  hearings: "catalogue",
  regionalColumns: "catalogue",

  creditEntries: "credits",
  creditHeartbeats: "credits",
  creditCertificates: "credits",
  liveAttendanceReports: "credits",

  favourites: "centre",
  footprints: "centre",

  // which account signs in for a lecturer: an account matter, read by the forum and the live chat
  lecturerAccounts: "auth",
  forumQuestions: "forum",
  forumAnswers: "forum",

  helpCategories: "help",
  helpArticles: "help",
  helpGuides: "help",

  invoiceTitles: "invoices",
  invoiceApplications: "invoices",
  invoiceApplicationOrders: "invoices",

  lectureTranscodes: "lecture-studio",

  liveSessions: "live",
  liveBookings: "live",
  liveChatMessages: "live",
  liveChatMutes: "live",
  liveReminders: "live",

  liveMedia: "live-media",
  liveReplayProgress: "live-media",

  messages: "messages",

  orders: "orders",
  orderEvents: "orders",
  orderTrades: "orders",
  orderRefunds: "orders",
  paymentNotifications: "orders",
  coursePurchases: "orders",

  organisations: "orgs",
  orgMembers: "orgs",
  orgLoginNonces: "orgs",
  orgEnrolmentTickets: "orgs",
  orgLinkKeys: "orgs",
  orgCreditRequirements: "orgs",

  orgManagers: "org-reports",
  orgAssignments: "org-reports",
  orgAssignmentLearners: "org-reports",

  sandboxTrades: "payments",
  sandboxRefunds: "payments",
  payerOpenids: "payments",
  payerOauthStates: "payments",

  policyMetadata: "regulation",
  policyRelations: "regulation",
  documentCitations: "regulation",

  searchDocuments: "search",

  siteFeedback: "site-feedback",

  socialIdentities: "social-login",
  oauthLoginStates: "social-login",
  socialBindTickets: "social-login",

  orgSsoApps: "sso",
  ssoAccessTickets: "sso",

  studyPlans: "study-plan",
  studyPlanLectures: "study-plan",
  studyPlanReminders: "study-plan",
  studyPlanRequests: "study-plan",
  examQuestions: "study-plan",
  examPapers: "study-plan",

  subscriptions: "subscriptions",
  contentDrafts: "subscriptions",
  contentDraftPlans: "subscriptions",

  supportConversations: "support-chat",
  supportMessages: "support-chat",
  supportTickets: "support-chat",

  lectureMedia: "video",
  lectureFiles: "video",
  lectureTranscripts: "video",
  interactionEvents: "video",
  lectureProgress: "video",
  feedbacks: "video",
  learnerActiveDays: "video",

  vipProducts: "vip",
  vipMemberships: "vip",
  vipRights: "vip",
  faqs: "vip",
  dictEntries: "vip",
} as const satisfies Record<TableName, string>;

export type TableOwner = (typeof TABLE_OWNERS)[TableName];
