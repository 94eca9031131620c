export { type TileColumns, Tiles, type TilesProps, type TileWidth } from "./tiles";
