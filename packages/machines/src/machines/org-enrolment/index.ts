export { ENROL_TICKET_EXPIRED, orgEnrolmentMachine } from "./org-enrolment.machine";
export type {
  EnrolmentRefusal,
  OrgEnrolmentContext,
  OrgEnrolmentInput,
  OrgEnrolmentOutcome,
} from "./org-enrolment.types";
