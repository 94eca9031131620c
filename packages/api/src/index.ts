export * from "./account/account.contract";
export * from "./account/account.schema";
export * from "./contract/contract";
export * from "./contract/envelope";
export * from "./contract/params";
export * from "./contracts";
export * from "./org/org.contract";
export * from "./video/video.contract";
