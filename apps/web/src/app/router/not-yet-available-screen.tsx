import { Button, EmptyState } from "@taxlearn/ui";
import { useNavigate } from "react-router";

/** Shown for routes of the site map whose screens are not open yet, instead of a page that pretends to work. */
export default function NotYetAvailableScreen() {
  const navigate = useNavigate();
  return (
    <EmptyState
      title="该栏目暂未开放"
      description="此功能正在建设中，敬请期待。"
      action={<Button onClick={() => navigate("/home")}>返回首页</Button>}
    />
  );
}
