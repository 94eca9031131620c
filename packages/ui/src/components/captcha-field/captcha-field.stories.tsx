import type { Meta, StoryObj } from "@storybook/react-vite";
import { CaptchaField } from "./captcha-field";

// a stand-in picture for the stories (the server draws the real ones)
const PICTURE = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"><rect width="120" height="44" fill="#f4f6fa"/><path d="M10 30 L30 10 L50 30 M60 12 L80 32 M90 10 Q100 40 110 12" stroke="#3367d6" stroke-width="3" fill="none"/></svg>',
)}`;

const meta = {
  title: "Form/CaptchaField",
  component: CaptchaField,
  args: { value: "", onChange: () => {}, onRefresh: () => {}, image: PICTURE, status: "shown" },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server asked for a picture: it is on its way. */
export const Loading: Story = { args: { image: null, status: "loading" } };
/** Shown: type the characters; clicking the picture loads a new one. */
export const Shown: Story = {};
/** The last answer was wrong: a new picture is shown and the field says so. */
export const Wrong: Story = { args: { status: "wrong", value: "AB2C" } };
/** The picture expired (2 minutes) or was used: a new one is shown. */
export const Expired: Story = { args: { status: "expired" } };
/** The picture could not be loaded (network): click to try again. */
export const Failed: Story = { args: { image: null, status: "failed" } };
/** The form's own validation message (empty answer). */
export const Required: Story = { args: { error: "请输入图形验证码" } };
