import { defaultPagePath } from "@taxlearn/core";
import type { Notice } from "@taxlearn/machines";
import { useToast } from "@taxlearn/ui";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useServices } from "../../lib/api/app-services";
import { useOrg } from "../../lib/org/org-provider";
import { fetchOrgSessionInfo } from "../../lib/org/org-session-info";
import { readOrgState } from "../../lib/org/org-storage";
import { useSession } from "../../lib/session/session-provider";
import { pendingEnrolment } from "./pending-enrolment-ticket";

export type PendingOrgEnrolment = NonNullable<ReturnType<typeof pendingEnrolment>>;

export { pendingEnrolment };

/**
 * Finishes a company-only org link once the learner is logged in (by password, registration or any other login
 * that ends in a token): the ticket joins them to the company, then the session becomes the organisation's and
 * the app moves to the organisation's default page (spec §4). Renders nothing.
 */
export function PendingEnrolment() {
  const { api, storage } = useServices();
  const session = useSession();
  const org = useOrg();
  const toast = useToast();
  const navigate = useNavigate();
  const running = useRef(false);
  const latest = useRef({ session, org, toast, navigate });
  latest.current = { session, org, toast, navigate };
  const { loggedIn } = session.view;
  const { restoring } = session;

  useEffect(() => {
    if (restoring || !loggedIn || running.current) return;
    const enrolment = pendingEnrolment(storage);
    if (!enrolment) return;
    running.current = true;
    const notify = (notice: Notice) => latest.current.toast.show({ message: notice.message, type: notice.kind });
    void import("./run-org-enrolment")
      .then(({ runOrgEnrolment }) => runOrgEnrolment(enrolment, { api, storage, notify, now: Date.now() }))
      .then(async ({ outcome, profile }) => {
        if (outcome._tag !== "loggedIn") return;
        latest.current.org.refresh();
        const orgSession = fetchOrgSessionInfo(api);
        await latest.current.session.signIn(
          outcome.token,
          { isOrgLogin: true, orgInfo: null, isYunHeOrg: false },
          profile,
        );
        latest.current.toast.success(`已加入${enrolment.orgName || "机构"}`);
        latest.current.navigate(defaultPagePath(readOrgState(storage).config.defaultPage), { replace: true });
        const info = await orgSession;
        latest.current.session.updateOrgInfo(outcome.token, info);
      })
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, [restoring, loggedIn, api, storage]);
  return null;
}
