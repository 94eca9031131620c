import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { sampleLogo } from "../../stories/sample-images";
import { MainNav } from "./main-nav";

const meta = {
  title: "Frame/MainNav",
  component: MainNav,
  parameters: { layout: "fullscreen" },
  args: {
    pathname: "/home",
    logo: { src: sampleLogo(), alt: "税学堂" },
    onSearch: () => {},
    onNavigate: () => {},
  },
} satisfies Meta<typeof MainNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
/** A detail page highlights its section. */
export const PolicyDetails: Story = { args: { pathname: "/policy/details" } };
export const VipActive: Story = { args: { pathname: "/vip" } };
/** An organisation allowing only some menu ids (spec §6). */
export const OrganisationFiltered: Story = { args: { allowedMenuIds: [1, 2, 4, 5] } };
/** An organisation with its own logo. */
export const OrganisationLogo: Story = { args: { logo: { src: sampleLogo("某某税务学院"), alt: "某某税务学院" } } };
/** An organisation with isShowLogo 0. */
export const LogoHidden: Story = { args: { logo: null } };
export const WithSearchText: Story = { args: { searchDefaultValue: "出口退税" } };
/** On a phone (below 860 px): a compact header, the menu behind 菜单. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
/** On a phone with the menu drawer open, under the header and over the page. */
export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "菜单" }));
  },
};
