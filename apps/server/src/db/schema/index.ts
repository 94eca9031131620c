export * from "./accounts";
export * from "./catalogue";
export * from "./live";
export * from "./messages";
export * from "./organisations";
export * from "./site-feedback";
export * from "./support-chat";
export * from "./video";
