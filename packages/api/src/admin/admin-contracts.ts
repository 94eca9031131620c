import { adminContracts } from "./admin.contract";
import { adminCollectionContracts } from "./admin-collection.contract";
import { adminContentContracts } from "./admin-content.contract";
import { adminCreditContracts } from "./admin-credits.contract";
import { adminHearingContracts, adminHelpContracts } from "./admin-help.contract";
import { adminLectureContracts } from "./admin-lecture.contract";
import { adminLiveContracts } from "./admin-live.contract";
import { adminOrgContracts } from "./admin-org.contract";
import { adminPlanRequestContracts } from "./admin-plan-requests.contract";
import { adminUserContracts } from "./admin-users.contract";
import { adminVipContracts } from "./admin-vip.contract";

/** Every operator-console call, by name (served beside CONTRACTS; never part of the learner's client). */
export const ADMIN_CONTRACTS = {
  ...adminContracts,
  ...adminOrgContracts,
  ...adminUserContracts,
  ...adminContentContracts,
  ...adminLectureContracts,
  ...adminVipContracts,
  ...adminLiveContracts,
  ...adminCollectionContracts,
  ...adminHelpContracts,
  ...adminHearingContracts,
  ...adminCreditContracts,
  ...adminPlanRequestContracts,
} as const;
export type AdminContracts = typeof ADMIN_CONTRACTS;
