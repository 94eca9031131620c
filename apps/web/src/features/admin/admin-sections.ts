import { ADMIN_SECTIONS, type AdminSectionKey } from "@taxlearn/core";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * The console's section registry: each section of core's ADMIN_SECTIONS (which also says which roles may use it) is
 * one lazy chunk here. A new section (lectures …) adds its key and roles to ADMIN_SECTIONS, its
 * calls to the server's ADMIN_CALL_SECTIONS and its screen here; the frame, menu and role checks follow.
 */
const LOADERS: Record<AdminSectionKey, () => Promise<{ default: ComponentType }>> = {
  dashboard: () => import("./dashboard/dashboard-section"),
  orders: () => import("./orders/orders-section"),
  users: () => import("./users/users-section"),
  invoices: () => import("./invoices/invoices-section"),
  vip: () => import("./vip/vip-section"),
  lectures: () => import("./lectures/lectures-section"),
  orgs: () => import("./orgs/orgs-section"),
  courses: () => import("./courses/courses-section"),
  articles: () => import("./articles/articles-section"),
  collections: () => import("./collections/collections-section"),
  "plan-requests": () => import("./plan-requests/plan-requests-section"),
  lives: () => import("./lives/lives-section"),
  hearings: () => import("./hearings/hearings-section"),
  help: () => import("./help/help-section"),
  audit: () => import("./audit/audit-section"),
};

export const SECTION_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  ADMIN_SECTIONS.map((section) => [section.key, lazy(LOADERS[section.key])]),
);

export const sectionTitle = (key: string): string => ADMIN_SECTIONS.find((s) => s.key === key)?.title ?? "";
