export * from "./accounts";
export * from "./catalogue";
export * from "./organisations";
export * from "./video";
