export { orgLoginMachine } from "./org-login.machine";
export type { OrgConfigResult, OrgLoginContext, OrgLoginInput, OrgLoginOutcome } from "./org-login.types";
