export { OrgEnrolmentNotice, type OrgEnrolmentNoticeProps } from "./org-enrolment-notice";
