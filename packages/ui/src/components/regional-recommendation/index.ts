export { RegionalRecommendation, type RegionalRecommendationProps } from "./regional-recommendation";
