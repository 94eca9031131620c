export { CardPlacer, type CardPlacerProps } from "./card-placer";
