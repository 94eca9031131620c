import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { TextArea, type TextAreaProps } from "./text-area";

function ControlledTextArea(props: Omit<TextAreaProps, "value" | "onChange"> & { initialValue?: string }) {
  const { initialValue = "", ...rest } = props;
  const [value, setValue] = useState(initialValue);
  return <TextArea {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: "Form/TextArea",
  component: ControlledTextArea,
  args: { label: "反馈内容", placeholder: "请描述您遇到的问题或建议", maxLength: 500 },
} satisfies Meta<typeof ControlledTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initialValue: "课程视频在手机上播放时偶尔卡顿。" } };
export const WithError: Story = { args: { required: true, error: "请填写反馈内容" } };
export const WithoutCount: Story = { args: { maxLength: undefined, hint: "选填" } };
