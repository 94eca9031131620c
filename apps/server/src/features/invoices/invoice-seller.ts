import { isValidUscc } from "@taxlearn/core";
import type { InvoiceParty } from "./invoice-pdf";

/** The seller printed on every invoice: the site's company, configured by INVOICE_SELLER_* (README). */
export interface InvoiceSeller extends InvoiceParty {
  /** 开票人 */
  readonly issuer: string;
}

// Outside production only: a clearly marked demo company (its code is GB 32100-2015's own worked example).
const DEMO_SELLER: InvoiceSeller = {
  name: "财税学习平台（演示）科技有限公司",
  taxNo: "91350100M000100Y43",
  address: "福州市鼓楼区演示路1号",
  phone: "0591-00000000",
  bank: "演示银行福州分行",
  account: "6200000000000000",
  issuer: "财税学习平台",
};

/**
 * Reads the seller from the environment. In production the company name and its 统一社会信用代码 must be set (and
 * valid): an invoice in a demo company's name must never go out.
 */
export function invoiceSellerFrom(env: NodeJS.ProcessEnv, production: boolean): InvoiceSeller {
  const name = env.INVOICE_SELLER_NAME?.trim() ?? "";
  const taxNo = env.INVOICE_SELLER_TAX_NO?.trim().toUpperCase() ?? "";
  if (name === "" || taxNo === "") {
    if (production) throw new Error("未配置销售方：请设置 INVOICE_SELLER_NAME 和 INVOICE_SELLER_TAX_NO 后再开票");
    return DEMO_SELLER;
  }
  if (!isValidUscc(taxNo)) throw new Error(`INVOICE_SELLER_TAX_NO 不是有效的统一社会信用代码：${taxNo}`);
  return {
    name,
    taxNo,
    address: env.INVOICE_SELLER_ADDRESS?.trim() ?? "",
    phone: env.INVOICE_SELLER_PHONE?.trim() ?? "",
    bank: env.INVOICE_SELLER_BANK?.trim() ?? "",
    account: env.INVOICE_SELLER_ACCOUNT?.trim() ?? "",
    issuer: env.INVOICE_ISSUER?.trim() || name,
  };
}
