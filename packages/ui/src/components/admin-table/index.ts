export { AdminTable, type AdminTableColumn, type AdminTableProps, type AdminTableRow } from "./admin-table";
