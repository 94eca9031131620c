import type { Meta, StoryObj } from "@storybook/react-vite";
import { type CentreMenuItem, type CentreMenuItemView, centreMenuMachine, connectCentreMenu } from "@taxlearn/machines";
import { useMachine } from "@xstate/react";
import { CentreMenu } from "./centre-menu";

/** The learner centre's menu as the app defines it (spec §2). */
const MENU: CentreMenuItem[] = [
  {
    id: "courses",
    title: "课程管理",
    children: [
      { id: "study", title: "当前课程", path: "/center/course-study" },
      { id: "purchase", title: "已购课程", path: "/center/course-purchase" },
    ],
  },
  { id: "footprint", title: "学习足迹", path: "/center/footprint" },
  { id: "kedan", title: "我的课单", path: "/center/kedan" },
  { id: "plan", title: "学习方案", path: "/center/plan" },
  { id: "qa", title: "我的问答", path: "/center/qa" },
  { id: "order", title: "我的订单", path: "/center/order" },
  {
    id: "invoice",
    title: "发票",
    children: [
      { id: "invoice-apply", title: "申请发票", path: "/center/invoice-apply" },
      { id: "invoice-record", title: "开票记录", path: "/center/invoice-record" },
      { id: "invoice-title", title: "发票抬头", path: "/center/invoice-title" },
    ],
  },
  {
    id: "collect",
    title: "收藏",
    children: [
      { id: "collect-course", title: "课程", path: "/center/collect/course" },
      { id: "collect-policy", title: "政策", path: "/center/collect/policy" },
      { id: "collect-case", title: "案例", path: "/center/collect/caseBook" },
    ],
  },
  { id: "message", title: "我的消息", path: "/center/message" },
  { id: "subscribe", title: "我的订阅", path: "/center/subscribe" },
  { id: "user", title: "个人信息", path: "/center/userInfo" },
];

/** The real machine behind the menu: clicks on headings expand and collapse, clicks on pages move the highlight. */
function LiveMenu({ currentPath }: { currentPath: string }) {
  const [snapshot, send] = useMachine(
    centreMenuMachine.provide({
      actions: { navigate: (_, { path }) => send({ type: "ROUTE.CHANGE", path }) },
    }),
    { input: { items: MENU, currentPath } },
  );
  const view = connectCentreMenu(snapshot, send);
  const select = (href: string) => {
    const id = MENU.flatMap((item) => [item, ...(item.children ?? [])]).find((item) => item.path === href)?.id;
    if (id) view.select(id);
  };
  return (
    <div style={{ maxWidth: 220 }}>
      <CentreMenu items={view.items} onToggle={view.toggle} onNavigate={select} />
    </div>
  );
}

const meta = {
  title: "Centre/CentreMenu",
  component: CentreMenu,
  args: { items: [], onToggle: () => {}, onNavigate: () => {} },
} satisfies Meta<typeof CentreMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sub-menu's page is current: its sub-menu is open and the page highlighted. */
export const SubMenuPageCurrent: Story = { render: () => <LiveMenu currentPath="/center/course-study" /> };
/** A top-level page is current: every sub-menu is closed. */
export const TopLevelPageCurrent: Story = { render: () => <LiveMenu currentPath="/center/footprint" /> };
/** A favourites page is current. */
export const FavouritesCurrent: Story = { render: () => <LiveMenu currentPath="/center/collect/policy" /> };

const view = (item: Partial<CentreMenuItemView> & Pick<CentreMenuItemView, "id" | "title">): CentreMenuItemView => ({
  path: null,
  active: false,
  isGroup: false,
  expanded: false,
  children: [],
  ...item,
});

/** Every sub-menu expanded, nothing highlighted (a path outside the menu). */
export const AllExpanded: Story = {
  args: {
    items: MENU.map((item) =>
      view({
        id: item.id,
        title: item.title,
        path: item.path ?? null,
        isGroup: Boolean(item.children),
        expanded: Boolean(item.children),
        children: (item.children ?? []).map((child) =>
          view({ id: child.id, title: child.title, path: child.path ?? null }),
        ),
      }),
    ),
  },
};

/** Every sub-menu collapsed. */
export const AllCollapsed: Story = {
  args: {
    items: MENU.map((item) =>
      view({
        id: item.id,
        title: item.title,
        path: item.path ?? null,
        isGroup: Boolean(item.children),
        children: (item.children ?? []).map((child) =>
          view({ id: child.id, title: child.title, path: child.path ?? null }),
        ),
      }),
    ),
  },
};

/** On a phone (below 860 px) the menu folds under one button naming the current page; open it to choose another. */
export const Phone: Story = {
  render: () => <LiveMenu currentPath="/center/collect/course" />,
  globals: { viewport: { value: "mobile1" } },
};
