export { orgSetupMachine } from "./org-setup.machine";
export type { OrgSetupContext, OrgSetupInput, OrgSetupOutcome } from "./org-setup.types";
