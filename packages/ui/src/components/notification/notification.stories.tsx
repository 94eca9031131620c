import type { Meta, StoryObj } from "@storybook/react-vite";
import { MESSAGES } from "@taxlearn/core";
import { useEffect } from "react";
import { Button } from "../button";
import { type NotificationOptions, useNotification } from "./notification-provider";

/** Shows the given notifications on mount (kept on screen) and offers a button for more. */
function NotificationDemo({ notifications }: { notifications: NotificationOptions[] }) {
  const { notify, close } = useNotification();
  useEffect(() => {
    const ids = notifications.map((options) => notify({ duration: 0, ...options }));
    return () => {
      for (const id of ids) close(id);
    };
  }, [notify, close, notifications]);
  return <Button onClick={() => notify({ title: "新消息", message: "您有一条新的课程提醒" })}>发送通知</Button>;
}

const meta = {
  title: "Feedback/Notification",
  component: NotificationDemo,
  args: {
    notifications: [{ title: MESSAGES.errorTitle, message: "退出登录失败，请稍后重试", type: "error" }],
  },
} satisfies Meta<typeof NotificationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logout-failure notice of spec §8: titled 错误 with the server message. */
export const ErrorNotice: Story = {};
export const Info: Story = {
  args: { notifications: [{ title: "直播提醒", message: "您预约的直播将于10分钟后开始" }] },
};
export const Success: Story = {
  args: { notifications: [{ title: "提交成功", message: "感谢您的反馈", type: "success" }] },
};
export const TitleOnly: Story = { args: { notifications: [{ title: "已复制链接", type: "success" }] } };
export const Stacked: Story = {
  args: {
    notifications: [
      { title: "直播提醒", message: "您预约的直播将于10分钟后开始" },
      { title: "新政速递", message: "2026年小微企业税收优惠政策已发布", type: "warning" },
    ],
  },
};
export const BottomLeft: Story = {
  args: { notifications: [{ title: "已保存", message: "学习进度已同步", type: "success", position: "bottom-left" }] },
};
