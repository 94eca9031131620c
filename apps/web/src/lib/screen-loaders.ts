import type { ComponentType } from "react";

/** A lazily loaded screen: a module whose default export renders the page body (the frame is the app's). */
export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

/** Screens by core route name (ROUTES' `name`), contributed by each feature folder. */
export type ScreenLoaders = Readonly<Record<string, ScreenLoader>>;
