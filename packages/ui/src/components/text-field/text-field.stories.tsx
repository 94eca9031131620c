import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { SmsCodeButton } from "../sms-code-button";
import { TextField, type TextFieldProps } from "./text-field";

function ControlledTextField(props: Omit<TextFieldProps, "value" | "onChange"> & { initialValue?: string }) {
  const { initialValue = "", ...rest } = props;
  const [value, setValue] = useState(initialValue);
  return <TextField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: "Form/TextField",
  component: ControlledTextField,
  args: { label: "手机号", placeholder: "请输入手机号", type: "tel" },
} satisfies Meta<typeof ControlledTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initialValue: "13812345678" } };
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { label: "密码", type: "password", hint: "6-20位字母或数字" } };
export const WithError: Story = { args: { initialValue: "1381234", error: "请输入正确的手机号" } };
export const Disabled: Story = { args: { initialValue: "13812345678", disabled: true } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const WithSmsCodeButton: Story = {
  args: { label: "验证码", placeholder: "请输入验证码", type: "text" },
  render: (args) => <ControlledTextField {...args} trailing={<SmsCodeButton onSend={() => true} />} />,
};
