export { orgLoginMachine } from "./org-login.machine";
export type {
  OrgConfigResult,
  OrgEnrolmentTicket,
  OrgLoginContext,
  OrgLoginInput,
  OrgLoginOutcome,
} from "./org-login.types";
