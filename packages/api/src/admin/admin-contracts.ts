import { adminContracts } from "./admin.contract";
import { adminLectureContracts } from "./admin-lecture.contract";
import { adminOrgContracts } from "./admin-org.contract";

/** Every operator-console call, by name (served beside CONTRACTS; never part of the learner's client). */
export const ADMIN_CONTRACTS = {
  ...adminContracts,
  ...adminOrgContracts,
  ...adminLectureContracts,
} as const;
export type AdminContracts = typeof ADMIN_CONTRACTS;
