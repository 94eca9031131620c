// Second public entry of @taxlearn/api (`@taxlearn/api/admin`): the operator console's contracts. A separate entry
// so that the learner's API client chunk (the package's main entry, loaded by every page) never carries them.
export * from "./admin.contract";
export * from "./admin.schema";
export * from "./admin-collection.contract";
export * from "./admin-content.contract";
export { ADMIN_CONTRACTS, type AdminContracts } from "./admin-contracts";
export * from "./admin-credits.contract";
export * from "./admin-help.contract";
export * from "./admin-lecture.contract";
export * from "./admin-live.contract";
export * from "./admin-org.contract";
export * from "./admin-plan-requests.contract";
export * from "./admin-users.contract";
export * from "./admin-vip.contract";
