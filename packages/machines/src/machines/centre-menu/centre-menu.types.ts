/** One entry of the learner-centre menu (spec §2): a page, or a sub-menu of pages. */
export interface CentreMenuItem {
  id: string;
  title: string;
  /** the page it opens; absent for a sub-menu heading */
  path?: string;
  children?: CentreMenuItem[];
}

export interface CentreMenuInput {
  items: CentreMenuItem[];
  currentPath: string;
}

export interface CentreMenuContext {
  items: CentreMenuItem[];
  currentPath: string;
  /** ids of the expanded sub-menus */
  expanded: string[];
}

export type CentreMenuEvent =
  | { type: "ROUTE.CHANGE"; path: string }
  /** a click on a sub-menu heading */
  | { type: "MENU.TOGGLE"; id: string }
  /** a click on a page entry */
  | { type: "MENU.SELECT"; id: string };

export interface CentreMenuItemView {
  id: string;
  title: string;
  /** the page it opens (a link); null for a sub-menu heading */
  path: string | null;
  /** the current page's entry is highlighted */
  active: boolean;
  isGroup: boolean;
  expanded: boolean;
  children: CentreMenuItemView[];
}

export interface CentreMenuView {
  items: CentreMenuItemView[];
  toggle: (id: string) => void;
  select: (id: string) => void;
}
