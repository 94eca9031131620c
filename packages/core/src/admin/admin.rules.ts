/**
 * The operator console's roles and sections. A user may hold several roles; a section (a menu entry of /admin and
 * the server calls behind it) names the roles that may use it. `admin` may use every section. Content sections
 * (courses, articles; lectures when built) are listed here with their roles.
 */
export const OPERATOR_ROLES = ["editor", "finance", "support", "admin"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Readonly<Record<OperatorRole, string>> = {
  editor: "内容编辑",
  finance: "财务",
  support: "客服",
  admin: "管理员",
};

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);

export interface AdminSection {
  /** The path segment under /admin and the key of the section registry. */
  readonly key: string;
  readonly title: string;
  /** Roles besides `admin` that may use the section. */
  readonly roles: ReadonlyArray<OperatorRole>;
}

/** Every section built so far, in menu order. */
export const ADMIN_SECTIONS = [
  { key: "dashboard", title: "数据概览", roles: ["editor", "finance", "support"] },
  { key: "orders", title: "订单与退款", roles: ["finance"] },
  { key: "invoices", title: "发票", roles: ["finance"] },
  { key: "vip", title: "会员商品", roles: ["finance"] },
  { key: "users", title: "用户管理", roles: [] },
  { key: "orgs", title: "机构管理", roles: [] },
  { key: "courses", title: "课程管理", roles: ["editor"] },
  { key: "lectures", title: "讲次与互动", roles: ["editor"] },
  { key: "articles", title: "文章发布", roles: ["editor"] },
  { key: "collections", title: "专题与课单", roles: ["editor"] },
  // learners' 人工定制课单 requests: support reads them, editors know the courses
  { key: "plan-requests", title: "定制课单", roles: ["editor", "support"] },
  { key: "lives", title: "直播管理", roles: ["editor"] },
  { key: "hearings", title: "政策听证", roles: ["editor"] },
  { key: "help", title: "帮助中心", roles: ["support"] },
  { key: "audit", title: "操作日志", roles: [] },
] as const satisfies ReadonlyArray<AdminSection>;
export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]["key"];

/** Sections whose screen opens one record a segment below it (/admin/users/12, /admin/orders/TL…). */
const SECTIONS_WITH_DETAIL: ReadonlySet<string> = new Set<AdminSectionKey>(["users", "orders", "plan-requests"]);

/**
 * The console's own route table, for the server: /admin, a section, or a section's record. Such a document is the
 * app (status 200) whether it is opened or reloaded; anything else under /admin is not a page (404).
 */
export function isAdminConsolePath(path: string): boolean {
  const [root, section, detail, ...rest] = path.replace(/\/+$/, "").split("/").slice(1);
  if (root !== "admin" || rest.length > 0) return false;
  if (section === undefined) return true;
  if (!ADMIN_SECTIONS.some((s) => s.key === section)) return false;
  return detail === undefined || (detail !== "" && SECTIONS_WITH_DETAIL.has(section));
}

/** Whether a holder of these roles may use the section (admin may use every one). */
export const maySection = (roles: ReadonlyArray<string>, key: AdminSectionKey): boolean => {
  if (roles.includes("admin")) return true;
  const section = ADMIN_SECTIONS.find((s) => s.key === key)!;
  return section.roles.some((role: OperatorRole) => roles.includes(role));
};

/** The sections these roles may use, in menu order (empty for a learner). */
export const sectionsFor = (roles: ReadonlyArray<string>): ReadonlyArray<AdminSection> =>
  ADMIN_SECTIONS.filter((section) => maySection(roles, section.key));

/**
 * The roles of the console's role editor, comma-separated (`editor,finance`; empty: none): each named once, in
 * OPERATOR_ROLES order, or the first name that is not a role.
 */
export const parseOperatorRoles = (
  text: string,
): { readonly ok: true; readonly roles: OperatorRole[] } | { readonly ok: false; readonly unknown: string } => {
  const names = text
    .split(/[,，]/)
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const unknown = names.find((name) => !isOperatorRole(name));
  if (unknown !== undefined) return { ok: false, unknown };
  return { ok: true, roles: OPERATOR_ROLES.filter((role) => names.includes(role)) };
};

/** Whether the account is an operator at all (holds at least one operator role). */
export const isOperator = (roles: ReadonlyArray<string>): boolean => roles.some(isOperatorRole);

/** The roles who may use a section, for the 403 message (无权访问：需要 财务 或 管理员 角色). */
export const rolesNeededLabel = (key: AdminSectionKey): string => {
  const section = ADMIN_SECTIONS.find((s) => s.key === key)!;
  return [...section.roles, "admin" as const].map((role) => OPERATOR_ROLE_LABELS[role]).join(" 或 ");
};

/** spec §9: Beijing time is UTC+8. The Beijing calendar day (YYYY-MM-DD) of an instant. */
const beijingDay = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The instant a Beijing calendar day starts. */
export const beijingDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The `count` Beijing days ending with `at`'s, oldest first. */
export const lastBeijingDays = (at: Date, count: number): string[] => {
  const start = beijingDayStart(beijingDay(at)).getTime();
  return Array.from({ length: count }, (_, i) => beijingDay(new Date(start - (count - 1 - i) * 86_400_000)));
};

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading =, +, - or @ is
 * prefixed with a quote mark so a spreadsheet never runs it as a formula.
 */
export const csvField = (value: string | number | null): string => {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** CSV rows with CRLF line ends and the UTF-8 byte-order mark, so Excel reads Chinese correctly. */
export const csvDocument = (rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string =>
  `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
