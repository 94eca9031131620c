import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "../box";
import { Tiles } from "./tiles";

const names = ["增值税", "企业所得税", "个人所得税", "出口退税", "印花税", "房产税", "契税", "土地增值税"];
const tiles = names.map((name) => (
  <Box key={name} padding="medium" background="brandSoft" borderRadius="standard">
    {name}
  </Box>
));

const meta = {
  title: "Layout/Tiles",
  component: Tiles,
  args: { columns: 4, children: tiles },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourColumns: Story = {};
/** Four a row, two below the medium breakpoint (make the canvas narrower than 900 px). */
export const FourThenTwo: Story = { args: { columns: 4, narrowColumns: 2 } };
/** As many as fit, none narrower than `vars.width.xsmall`. */
export const AsManyAsFit: Story = {
  render: () => (
    <Tiles minTileWidth="xsmall" space="large">
      {tiles}
    </Tiles>
  ),
};
export const AsList: Story = {
  render: () => (
    <Tiles as="ul" columns={3}>
      {names.slice(0, 3).map((name) => (
        <li key={name}>{name}</li>
      ))}
    </Tiles>
  ),
};
