import type { ApiClient } from "@taxlearn/api";
import type { ComponentType } from "react";

/** A lazily loaded screen: a module whose default export renders the page body (the frame is the app's). */
export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

/** Screens by core route name (ROUTES' `name`), contributed by each feature folder. */
export type ScreenLoaders = Readonly<Record<string, ScreenLoader>>;

/**
 * Reads a screen starts with its route, beside the session's check, before its code has loaded (lib/api/early-reads):
 * by route name, given the API and the route's query.
 */
export type ScreenReads = Readonly<Record<string, (api: ApiClient, query: URLSearchParams) => void>>;
