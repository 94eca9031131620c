import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CardBox } from "@taxlearn/core";
import { useState } from "react";
import { CardPlacer } from "./card-placer";

function Placer({ initial, imageUrl }: { initial: CardBox; imageUrl?: string }) {
  const [box, setBox] = useState(initial);
  return <CardPlacer box={box} onChange={setBox} imageUrl={imageUrl} />;
}

const meta = {
  title: "Admin/CardPlacer",
  component: Placer,
  args: { initial: { posX: 0.1, posY: 0.1, posW: 0.3, posH: 0.2 } },
} satisfies Meta<typeof Placer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new image card: the default box, no picture chosen yet. */
export const Empty: Story = {};

/** A picture placed at the top right, as the seeded 重点提示 card. */
export const WithPicture: Story = {
  args: { initial: { posX: 0.52, posY: 0.06, posW: 0.42, posH: 0.2 }, imageUrl: "/media/video/cards/key-point.png" },
};

/** Pushed against the bottom-right corner: the box cannot leave the video. */
export const AtTheEdge: Story = {
  args: { initial: { posX: 0.7, posY: 0.8, posW: 0.3, posH: 0.2 }, imageUrl: "/media/video/cards/formula.png" },
};
