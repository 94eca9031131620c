import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useServices } from "../api/app-services";
import { type OrgState, readOrgState } from "./org-storage";

export interface OrgApi {
  /** The organisation session and its config (spec §3, §6); the site's defaults for everyone else. */
  readonly state: OrgState;
  /** Re-reads the organisation from storage (after an org login or a logout). */
  readonly refresh: () => void;
  /** Why the last organisation login did not log in (for the /orgLogin screen), or null. */
  readonly lastFailure: string | null;
  readonly setLastFailure: (message: string | null) => void;
}

const OrgContext = createContext<OrgApi | null>(null);

export function useOrg(): OrgApi {
  const org = useContext(OrgContext);
  if (!org) throw new Error("useOrg must be used inside <OrgProvider>");
  return org;
}

export function OrgProvider({ children }: { children: ReactNode }) {
  const { storage } = useServices();
  const [state, setState] = useState(() => readOrgState(storage));
  const [lastFailure, setLastFailure] = useState<string | null>(null);
  const refresh = useCallback(() => setState(readOrgState(storage)), [storage]);
  const value = useMemo(() => ({ state, refresh, lastFailure, setLastFailure }), [state, refresh, lastFailure]);
  return <OrgContext.Provider value={value}>{children}</OrgContext.Provider>;
}
