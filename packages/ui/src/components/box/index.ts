export { Box, type BoxProps } from "./box";
