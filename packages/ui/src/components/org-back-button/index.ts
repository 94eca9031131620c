export { OrgBackButton, type OrgBackButtonProps } from "./org-back-button";
