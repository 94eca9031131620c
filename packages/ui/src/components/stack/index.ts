export { Stack, type StackProps } from "./stack";
