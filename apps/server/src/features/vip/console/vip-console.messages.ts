/** The Chinese texts of the console's VIP product and FAQ calls. */
export const VIP_CONSOLE_MESSAGES = {
  orgNotFound: "所属机构：所选机构不存在",
  productNotFound: "会员商品不存在",
  productCreated: "会员商品已创建",
  saved: "已保存",
  faqNotFound: "问题不存在",
  faqDeleted: "已删除",
} as const;
