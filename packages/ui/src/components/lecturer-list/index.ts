export { LecturerList, type LecturerListProps } from "./lecturer-list";
