import type { Meta, StoryObj } from "@storybook/react-vite";
import { AvatarUploader } from "./avatar-uploader";

const meta = {
  title: "Centre/AvatarUploader",
  component: AvatarUploader,
  args: {
    src: "/media/lecturers/1.svg",
    name: "张会计",
    accept: "image/jpeg,image/png,image/webp",
    hint: "支持 JPG、PNG、WebP 格式，不超过 2 MB",
    onSelect: () => {},
  },
} satisfies Meta<typeof AvatarUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {};
export const NoPicture: Story = { args: { src: null } };
export const Uploading: Story = { args: { uploading: true } };
export const Refused: Story = { args: { src: null, error: "图片格式或大小不符合要求" } };
