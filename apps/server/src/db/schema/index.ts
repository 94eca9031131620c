export * from "./accounts";
export * from "./catalogue";
export * from "./live";
export * from "./messages";
export * from "./organisations";
export * from "./site-feedback";
export * from "./subscriptions";
export * from "./video";
