import type { ApiClient } from "@taxlearn/api";
import { createContext, type ReactNode, useContext } from "react";

/** The side-effecting services every screen may use: the one API client (spec §7) and local storage. */
export interface AppServices {
  readonly api: ApiClient;
  readonly storage: Storage;
}

const ServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices must be used inside <AppServicesProvider>");
  return services;
}

/** The shared API client (`api.onlineProducts({...})`, …), resolving `ApiResult`s. */
export const useApi = (): ApiClient => useServices().api;
