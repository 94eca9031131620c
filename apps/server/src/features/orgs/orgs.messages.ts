/** The Chinese texts of the organisation rules added on top of SERVER_MESSAGES. */
export const ORG_MESSAGES = {
  /** An `orgId` (header, query or body) that names no organisation; the id is named so a wrong link can be found. */
  unknownOrganisation: (orgId: number) => `机构不存在（机构编号 ${orgId}），请确认机构入口链接是否正确`,
  /** A password login that names an organisation the account was never linked to by an organisation login. */
  notMemberAtLogin: "该账号不属于此机构，请从机构入口登录",
  /** spec §8 认证失败: an enrolment ticket the server never issued (forged, mistyped, or of another organisation). */
  enrolTicketUnknown: "认证失败",
  enrolTicketExpired: "机构加入链接已过期，请从所在机构的入口重新进入",
  enrolTicketUsed: "该机构加入链接已使用过，请从所在机构的入口重新进入",
  enrolled: (orgName: string) => `已加入${orgName}`,
  // the console's organisation calls (console/orgs.ts)
  orgNotFound: "机构不存在",
  saved: "已保存",
  keyRotated: "密钥已更换，旧链接已失效",
  linkIdRequired: "请填写合作方用户 ID 或企业 ID",
  linkFieldsTooLong: "合作方用户 ID 和企业 ID 最多 64 个字符，姓名最多 20 个字",
} as const;
