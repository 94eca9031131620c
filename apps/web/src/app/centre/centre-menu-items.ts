import { ROUTES, type RouteRecord } from "@taxlearn/core";
import type { CentreMenuItem } from "@taxlearn/machines";

/** The routes under /center in core's route table (spec §2), by route name. */
function centreRoutes(routes: ReadonlyArray<RouteRecord>): ReadonlyArray<RouteRecord> {
  for (const record of routes) {
    if (record.name === "center") return record.children ?? [];
    const found = centreRoutes(record.children ?? []);
    if (found.length > 0) return found;
  }
  return [];
}

const CENTRE_ROUTES = new Map(centreRoutes(ROUTES).map((record) => [record.name, record]));

/** How the menu groups the centre's routes (by route name): the only thing the menu adds to the route table. */
type MenuLayout = ReadonlyArray<string | { id: string; title: string; routes: ReadonlyArray<string> }>;

const LAYOUT: MenuLayout = [
  { id: "courses", title: "课程管理", routes: ["courseStudy", "coursePurchase"] },
  "footprint",
  "centerKedan",
  "plan",
  "credits",
  "qa",
  "order",
  { id: "invoice", title: "发票", routes: ["invoiceApply", "invoiceRecord", "invoiceTitle"] },
  // spec §2 spells the case favourites two ways; the menu opens the first (see menuPathOf)
  { id: "collect", title: "收藏", routes: ["collectCourse", "collectPolicy", "collectCaseBook"] },
  "message",
  "subscribe",
  "userInfo",
];

/** A centre route as a menu entry; inside a group its title drops the group's word (收藏的课程 → 课程). */
function entryOf(name: string, group?: string): CentreMenuItem {
  const record = CENTRE_ROUTES.get(name);
  if (!record) throw new Error(`the centre menu names ${name}, which is not a route under /center`);
  const title = group && record.title.startsWith(`${group}的`) ? record.title.slice(group.length + 1) : record.title;
  return { id: name, title, path: record.path };
}

/**
 * spec §2 learner-centre menu, derived from core's route table: each entry is a route under /center (its path and
 * title), grouped into 课程管理, 发票 and 收藏.
 */
export const CENTRE_MENU: CentreMenuItem[] = LAYOUT.map((item) =>
  typeof item === "string"
    ? entryOf(item)
    : { id: item.id, title: item.title, children: item.routes.map((name) => entryOf(name, item.title)) },
);

/** The menu entry's spelling of a centre path: spec §2 spells the case favourites two ways. */
export const menuPathOf = (pathname: string): string =>
  pathname === "/center/collect/casebook" ? "/center/collect/caseBook" : pathname;

/** The id of the entry opening `path`, if any. */
export const menuIdOf = (path: string): string | undefined =>
  CENTRE_MENU.flatMap((item) => [item, ...(item.children ?? [])]).find((item) => item.path === path)?.id;
