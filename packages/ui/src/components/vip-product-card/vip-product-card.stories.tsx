import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_VIP_PRODUCTS } from "../../stories/sample-commerce";
import { Tiles } from "../tiles";
import { VipProductCard } from "./vip-product-card";

const meta = {
  title: "Commerce/VipProductCard",
  component: VipProductCard,
  args: { product: SAMPLE_VIP_PRODUCTS[0]!, href: "/vip/payment?vip=4" },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof VipProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Discounted: the original price struck through, with its rights. */
export const Discounted: Story = {};
/** The price equals the original price: nothing struck through. */
export const FullPrice: Story = { args: { product: SAMPLE_VIP_PRODUCTS[1]! } };
/** A short trial in days, no description. */
export const TrialInDays: Story = { args: { product: SAMPLE_VIP_PRODUCTS[2]! } };
/** The learner's active membership: marked 当前会员, the action reads 续费. */
export const Current: Story = { args: { current: true } };
/** A row of products as /vip lays them out. */
export const Row: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
  render: () => (
    <Tiles columns={3} narrowColumns={1} space="large">
      {SAMPLE_VIP_PRODUCTS.map((product, index) => (
        <VipProductCard
          key={product.id}
          product={product}
          href={`/vip/payment?vip=${product.id}`}
          current={index === 0}
        />
      ))}
    </Tiles>
  ),
};
