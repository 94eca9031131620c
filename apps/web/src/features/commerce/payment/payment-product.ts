import type { ApiClient, ApiResult } from "@taxlearn/api";
import { isFree, normalizeCourseCard } from "@taxlearn/core";
import type { PurchaseTarget } from "../shared/commerce-paths";

/** What /vip/payment shows of the product being bought, as the server lists it. */
export interface PaymentProduct {
  name: string;
  price: string;
  originalPrice: string;
  /** a membership's length; null for a course */
  durationDays: number | null;
  description: string;
  /** the course's own productType (the create payload); 0 for a membership */
  productType: number;
  free: boolean;
  /** the learner owns the course already (nothing to buy) */
  owned: boolean;
}

const notFound = (msg: string): ApiResult<PaymentProduct> => ({ status: 404, success: false, msg, data: null });

/** The VIP product from the products on sale, or the course with whether the learner owns it. */
export async function loadPaymentProduct(
  api: ApiClient,
  target: PurchaseTarget,
  loggedIn: boolean,
): Promise<ApiResult<PaymentProduct>> {
  if (target.kind === "vip") {
    const products = await api.vipProducts();
    if (!products.success) return products;
    const product = products.data.find((item) => item.id === target.id);
    if (!product) return notFound("会员套餐不存在或已下架");
    return {
      ...products,
      data: {
        name: product.name,
        price: product.price,
        originalPrice: product.originalPrice,
        durationDays: product.durationDays,
        description: product.description,
        productType: 0,
        free: false,
        owned: false,
      },
    };
  }
  const [course, lectures] = await Promise.all([
    api.onlineProductDetail({ id: target.id }),
    loggedIn ? api.courseLectures({ id: target.id }) : null,
  ]);
  if (!course.success) return course;
  const card = normalizeCourseCard(course.data);
  return {
    ...course,
    data: {
      name: card.title,
      price: String(card.price ?? "0"),
      originalPrice: String(card.otPrice ?? ""),
      durationDays: null,
      description: card.description,
      productType: card.productType ?? 1,
      free: isFree(card.price),
      owned: lectures?.success === true && lectures.data.entitledVia === "purchase",
    },
  };
}
