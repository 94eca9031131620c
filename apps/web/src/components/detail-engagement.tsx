import { COLLECT_CATEGORIES, FOOTPRINT_KINDS } from "@taxlearn/core";
import { CollectToggle, useToast } from "@taxlearn/ui";
import { useEffect, useState } from "react";
import { useApi } from "../lib/api/app-services";
import { failureMessage } from "../lib/api/failure-message";
import { useRequireLogin, useSession } from "../lib/session/session-provider";

/**
 * What a detail page shows: a course, a policy, a case or a 课单 (core's collect categories and footprint kinds
 * agree; a 课单 is collected but leaves no footprint).
 */
export type DetailKind = keyof typeof COLLECT_CATEGORIES;

export interface DetailEngagementProps {
  kind: DetailKind;
  id: number;
}

interface ToggleState {
  readonly collected: boolean;
  readonly pending: boolean;
}

/**
 * The learner's part of a detail page: its 收藏 toggle (a visitor is sent to log in), and, for a logged-in learner,
 * the footprint of this view (the detail reads are cached for everyone, so the page records it).
 */
export function DetailEngagement({ kind, id }: DetailEngagementProps) {
  const api = useApi();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const { loggedIn } = useSession().view;
  const code = COLLECT_CATEGORIES[kind];
  const footprint = kind === "kedan" ? null : FOOTPRINT_KINDS[kind];
  const [state, setState] = useState<ToggleState>({ collected: false, pending: loggedIn });

  useEffect(() => {
    if (!loggedIn) {
      setState({ collected: false, pending: false });
      return;
    }
    let current = true;
    // a footprint that cannot be written (offline, item just removed) is not the reader's concern
    if (footprint !== null) api.footprintRecord({ kind: footprint, id }).catch(() => undefined);
    api.collectStatus({ id, category: code }).then(
      (result) => {
        if (current) setState({ collected: result.success && result.data.collected, pending: false });
      },
      () => {
        if (current) setState((previous) => ({ ...previous, pending: false }));
      },
    );
    return () => {
      current = false;
    };
  }, [api, loggedIn, code, footprint, id]);

  const toggle = async () => {
    if (!requireLogin()) return;
    const wanted = !state.collected;
    setState({ collected: state.collected, pending: true });
    try {
      const result = wanted
        ? await api.collectAdd({ id, category: code })
        : await api.collectDel({ id, category: code });
      setState({ collected: result.success ? wanted : state.collected, pending: false });
      toast.show({ message: result.msg, type: result.success ? "success" : "error" });
    } catch (error) {
      setState({ collected: state.collected, pending: false });
      toast.show({ message: failureMessage(error), type: "error" });
    }
  };

  return <CollectToggle collected={state.collected} pending={state.pending} onToggle={toggle} />;
}
