import { accountContracts } from "./account/account.contract";
import { assistantContracts } from "./assistant/assistant.contract";
import { catalogueContracts } from "./catalogue/catalogue.contract";
import { centreContracts } from "./centre/centre.contract";
import { commerceContracts } from "./commerce/commerce.contract";
import { creditsContracts } from "./credits/credits.contract";
import { forumContracts } from "./forum/forum.contract";
import { helpContracts } from "./help/help.contract";
import { invoiceContracts } from "./invoice/invoice.contract";
import { learnerAccountContracts } from "./learner-account/learner-account.contract";
import { liveContracts } from "./live/live.contract";
import { liveMediaContracts } from "./live/live-media.contract";
import { orgContracts } from "./org/org.contract";
import { orgReportsContracts } from "./org-reports/org-reports.contract";
import { regulationContracts } from "./regulation/regulation.contract";
import { relatedContracts } from "./related/related.contract";
import { searchContracts } from "./search/search.contract";
import { siteFeedbackContracts } from "./site-feedback/site-feedback.contract";
import { studyPlanContracts } from "./study-plan/study-plan.contract";
import { supportChatContracts } from "./support-chat/support-chat.contract";
import { videoContracts } from "./video/video.contract";

/** Every call of spec §7 (and the few the site needs beyond it), by name. */
export const CONTRACTS = {
  ...accountContracts,
  ...orgContracts,
  ...catalogueContracts,
  ...relatedContracts,
  ...searchContracts,
  ...commerceContracts,
  ...centreContracts,
  ...studyPlanContracts,
  ...liveContracts,
  ...liveMediaContracts,
  ...videoContracts,
  ...siteFeedbackContracts,
  ...forumContracts,
  ...helpContracts,
  ...learnerAccountContracts,
  ...invoiceContracts,
  ...supportChatContracts,
  ...assistantContracts,
  ...regulationContracts,
  ...creditsContracts,
  ...orgReportsContracts,
} as const;

export type Contracts = typeof CONTRACTS;
export type ContractName = keyof Contracts;
