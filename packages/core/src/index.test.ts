import { describe, expect, it } from "vitest";
import * as core from "./index";

const exported: Record<string, unknown> = { ...core };

// The names other packages and acceptance tests import. Renaming one breaks them.
const REQUIRED = [
  "CourseId",
  "FileId",
  "IntField",
  "NonNegativeIntField",
  "IdField",
  "INT4",
  "UserInfo",
  "VipInfo",
  "OrgLoginResponse",
  "OrgConfig",
  "CourseCard",
  "Lecturer",
  "LiveItem",
  "InteractionEvent",
  "OrderCreate",
  "OrderPay",
  "OrderVerify",
  "CollectItem",
  "Feedback",
  "Message",
  "TrackingEvent",
  "Envelope",
  "formatPrice",
  "isFree",
  "shouldShowPrice",
  "contentBadge",
  "cardUpdateLabel",
  "courseLabelBadge",
  "showsPriceBadge",
  "normalizeCourseCard",
  "normalizeLiveItem",
  "liveView",
  "maskPhone",
  "relativeTime",
  "formatStartTime",
  "weekPeriodLabel",
  "learnerCountLabel",
  "updatedLabel",
  "unreadBadge",
  "showBackToTop",
  "parseHotWords",
  "parseLabels",
  "searchTarget",
  "synonymsOf",
  "PAGE_SIZES",
  "normalizePagerCount",
  "clampPage",
  "pagerItems",
  "isOldBrowser",
  "footerBackgroundHeight",
  "lecturersView",
  "ratingLabel",
  "RATING",
  "DEFAULT_ORG_CONFIG",
  "resolveOrgConfig",
  "MAIN_MENU",
  "filterMenu",
  "orgLoginParams",
  "orgChanged",
  "ROUTES",
  "matchRoute",
  "guardRoute",
  "breadcrumbs",
  "parseInteractionEvent",
  "eventAt",
  "quizOutcome",
  "validatePrompt",
  "MESSAGES",
  "CONSTANTS",
  "OrgLoginParamsMissing",
  "InteractionEventMalformed",
  "creditHeartbeats",
  "trustedSentAt",
  "HeartbeatReport",
  "CreditEntry",
  "CreditsSummary",
  "studyHours",
  "hoursByCategory",
  "checkRequirement",
  "courseCompletion",
  "parseMinutesPerHour",
  "COURSE_CATEGORIES",
  "CREDIT_MESSAGES",
] as const;

describe("@taxlearn/core public entry", () => {
  it.each(REQUIRED)("exports %s", (name) => {
    expect(exported[name]).toBeDefined();
  });
  it("exports every model's schema and one decodeWith to decode any of them at a boundary", () => {
    const models = ["UserInfo", "VipInfo", "OrgLoginResponse", "OrgConfig", "CourseCard", "Lecturer", "LiveItem"];
    models.push("InteractionEvent", "OrderCreate", "OrderPay", "OrderVerify", "CollectItem", "Feedback", "Message");
    models.push("TrackingEvent", "Envelope", "HeartbeatReport", "CreditEntry", "CreditsSummary");
    for (const model of models) expect(exported[model]).toBeDefined();
    expect(typeof exported.decodeWith).toBe("function");
  });
});
