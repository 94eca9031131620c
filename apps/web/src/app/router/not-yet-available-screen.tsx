import { ButtonLink, EmptyState } from "@taxlearn/ui";

/** Shown for routes of the site map whose screens are not open yet, instead of a page that pretends to work. */
export default function NotYetAvailableScreen() {
  return (
    <EmptyState
      title="该栏目暂未开放"
      description="此功能正在建设中，敬请期待。"
      action={<ButtonLink href="/home">返回首页</ButtonLink>}
    />
  );
}
