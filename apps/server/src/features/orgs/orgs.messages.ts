/** The Chinese texts of the organisation rules added on top of SERVER_MESSAGES. */
export const ORG_MESSAGES = {
  /** An `orgId` (header, query or body) that names no organisation; the id is named so a wrong link can be found. */
  unknownOrganisation: (orgId: number) => `机构不存在（机构编号 ${orgId}），请确认机构入口链接是否正确`,
  /** A password login that names an organisation the account was never linked to by an organisation login. */
  notMemberAtLogin: "该账号不属于此机构，请从机构入口登录",
} as const;
