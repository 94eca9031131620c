/** One main-navigation item (spec §2). */
export interface MenuItem {
  readonly id: number;
  readonly title: string;
  /** Path with its query, ready to navigate to. */
  readonly path: string;
  /** The VIP item is styled differently. */
  readonly vip: boolean;
}

/** spec §2 main navigation, in order, ids 1–7 (the ids organisation configs allow). */
export const MAIN_MENU: ReadonlyArray<MenuItem> = [
  { id: 1, title: "首页", path: "/home", vip: false },
  { id: 2, title: "课程", path: "/course/list", vip: false },
  { id: 3, title: "微课", path: "/knowledge?pT=2", vip: false },
  { id: 4, title: "政策", path: "/policy", vip: false },
  { id: 5, title: "案例", path: "/casebook", vip: false },
  { id: 6, title: "专题", path: "/caimiao-custom", vip: false },
  { id: 7, title: "VIP会员", path: "/vip", vip: true },
];

/** spec §2, §6: organisation users see only the allowed ids; no list means no filtering. */
export const filterMenu = (
  menu: ReadonlyArray<MenuItem>,
  allowedIds: ReadonlyArray<number | string> | null | undefined,
): ReadonlyArray<MenuItem> => {
  if (!allowedIds) return menu;
  const allowed = new Set(allowedIds.map(Number));
  return menu.filter((item) => allowed.has(item.id));
};

/** The path of an organisation's default page ('1'..'7' → the menu item's path); anything else → /home. */
export const defaultPagePath = (defaultPage: string | number | null | undefined): string =>
  MAIN_MENU.find((item) => String(item.id) === String(defaultPage ?? ""))?.path ?? "/home";
