export { type SubscriptionChip, SubscriptionChips, type SubscriptionChipsProps } from "./subscription-chips";
