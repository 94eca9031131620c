export { CollectToggle, type CollectToggleProps } from "./collect-toggle";
