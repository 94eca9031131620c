import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards (and from the start of a client-only render): for parts
 * that depend on the browser alone (storage, the iframe's storage access), so that hydration meets the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
