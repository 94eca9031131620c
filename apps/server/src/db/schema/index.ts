export * from "./accounts";
export * from "./catalogue";
export * from "./centre";
export * from "./live";
export * from "./messages";
export * from "./organisations";
export * from "./site-feedback";
export * from "./video";
