/** The Chinese texts of invoice titles and applications, shared by the server's answers and the web forms. */
export const INVOICE_MESSAGES = {
  titleTypeInvalid: "抬头类型须为个人或单位",
  nameRequired: "请填写抬头名称",
  nameTooLong: (max: number) => `抬头名称不能超过${max}个字`,
  taxNoRequired: "单位抬头须填写统一社会信用代码",
  taxNoInvalid: "统一社会信用代码不正确，请核对18位代码（校验位不符）",
  taxNoForPersonal: "个人抬头无需填写统一社会信用代码",
  addressTooLong: (max: number) => `注册地址不能超过${max}个字`,
  phoneInvalid: "注册电话格式不正确（数字、空格、括号或短横线，最多20位）",
  bankTooLong: (max: number) => `开户银行不能超过${max}个字`,
  accountInvalid: "银行账号格式不正确（8至30位数字，可含空格）",
  emailRequired: "请填写接收发票的电子邮箱",
  emailInvalid: "电子邮箱格式不正确",
  kindInvalid: "发票类型须为普通发票或专用发票",
  specialNeedsCompany: "专用发票须使用单位抬头，且注册地址、注册电话、开户银行、银行账号齐全",
} as const;
