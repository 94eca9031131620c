import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";

function WithOutput(props: Omit<RichTextEditorProps, "onChange">) {
  const [html, setHtml] = useState(props.initialHtml);
  return (
    <div>
      <RichTextEditor {...props} onChange={setHtml} />
      <output>{html}</output>
    </div>
  );
}

const meta = {
  title: "Form/RichTextEditor",
  component: WithOutput,
  args: { label: "正文", initialHtml: "" },
} satisfies Meta<typeof WithOutput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { hint: "保存时会清除脚本、事件属性等不安全内容" } };
export const Filled: Story = {
  args: {
    initialHtml:
      "<h2>一、适用范围</h2><p>符合条件的<strong>小规模纳税人</strong>，可按规定申请留抵退税。</p><ul><li>申请条件</li><li>办理流程</li></ul><blockquote>本公告自发布之日起施行。</blockquote>",
  },
};
export const WithError: Story = { args: { error: "正文：请填写内容" } };
export const Disabled: Story = {
  args: { disabled: true, initialHtml: "<p>已发布的文章不能再修改草稿。</p>", hint: "已发布" },
};
