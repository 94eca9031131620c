import { useEffect, useState } from "react";
import { useServices } from "../../../lib/api/app-services";
import { LOCAL_STORED, readStored } from "../../../lib/storage/stored-values";

/**
 * The learner's uid for the spec §3 status-check payload (the server ignores it and trusts the token): the stored
 * profile's, else the profile read once. null while unknown.
 */
export function useUserId(): number | null {
  const { api, storage } = useServices();
  const stored = readStored(storage, LOCAL_STORED.userInfo)?.uid;
  const [uid, setUid] = useState<number | null>(typeof stored === "number" && stored > 0 ? stored : null);
  useEffect(() => {
    if (uid !== null) return;
    let current = true;
    api.userInfo().then(
      (result) => {
        if (current && result.success) setUid(Number(result.data.uid));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, uid]);
  return uid;
}
