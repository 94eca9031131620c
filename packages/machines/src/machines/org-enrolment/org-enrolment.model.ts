import type { OrgLoginResponse, UserInfo } from "@taxlearn/core";
import type { Notice } from "../../shared/notice";
import type { MachineModel } from "../../testing/model";
import type { OrgConfigResult, OrgEnrolmentTicket } from "../org-login/org-login.types";
import { orgEnrolmentMachine } from "./org-enrolment.machine";

interface EnrolmentWorld {
  stored: Record<string, unknown>;
  ticketKept: boolean;
  notices: Notice[];
}

const enrolment: OrgEnrolmentTicket = {
  ticket: "ticket-1",
  orgId: "12",
  companyId: "C-1",
  orgName: "云合企业服务平台",
  expiresAt: 1_000_000,
};
const joined: OrgLoginResponse = {
  token: "org-token",
  user_id: 5,
  company_id: "C-1",
  org_id: 12,
  org_platform: "YUNHE",
};
const profile: UserInfo = { uid: "5", username: "学员", avatar: "" } as UserInfo;
const config: OrgConfigResult = { success: true, config: { isIframe: 1 }, logoPc: null };

export const orgEnrolmentModel: MachineModel<typeof orgEnrolmentMachine, EnrolmentWorld> = {
  name: "orgEnrolmentMachine",
  machine: orgEnrolmentMachine,
  inputs: [
    { enrolment, now: 500_000 },
    // expired before the learner finished logging in
    { enrolment, now: 1_000_000 },
    // no company-only link pending
    { enrolment: null, now: 500_000 },
  ],
  events: [
    { type: "xstate.done.actor.redeemTicket", output: joined },
    { type: "xstate.done.actor.redeemTicket", output: { token: null } },
    { type: "xstate.error.actor.redeemTicket", error: { refused: true, message: "该机构加入链接已使用过" } },
    { type: "xstate.error.actor.redeemTicket", error: new Error("offline") },
    { type: "xstate.done.actor.fetchProfile", output: profile },
    { type: "xstate.error.actor.fetchProfile", error: new Error("offline") },
    { type: "xstate.done.actor.fetchOrgConfig", output: config },
    { type: "xstate.done.actor.fetchOrgConfig", output: { success: false, config: null, logoPc: null } },
    { type: "xstate.error.actor.fetchOrgConfig", error: new Error("offline") },
  ],
  fakes: (doubles) => {
    const world: EnrolmentWorld = { stored: {}, ticketKept: true, notices: [] };
    const store = (key: string) => (_: unknown, params: unknown) => {
      world.stored[key] = params;
    };
    return {
      implementations: {
        actors: {
          redeemTicket: doubles.actor("redeemTicket"),
          fetchProfile: doubles.actor("fetchProfile"),
          fetchOrgConfig: doubles.actor("fetchOrgConfig"),
        },
        actions: {
          storeOrgSession: store("orgSession"),
          storeProfile: store("profile"),
          storeOrgConfig: store("config"),
          forgetTicket: () => {
            world.ticketKept = false;
          },
          notify: (_: unknown, notice: Notice) => void world.notices.push(notice),
        },
      },
      world,
    };
  },
  invariants: (snapshot, world, doubles) => {
    const broken: string[] = [];
    const redeems = doubles.callsOf("redeemTicket");
    if (snapshot.context.enrolment && snapshot.context.enrolment.expiresAt <= snapshot.context.now && redeems.length) {
      broken.push("an expired ticket was sent");
    }
    if (redeems.some((call) => (call.input as { ticket: string }).ticket !== "ticket-1")) broken.push("wrong ticket");
    // single use on the client too: once the server answered for it, the ticket is gone
    if (snapshot.matches("refused") && world.ticketKept) broken.push("a refused ticket was kept");
    if (snapshot.matches("refused") && !world.notices.at(-1)?.message) broken.push("refused without a message");
    if (snapshot.matches("loggedIn") && (!world.stored.orgSession || !world.stored.profile || !world.stored.config)) {
      broken.push("org-logged-in without session, profile or config stored");
    }
    if (snapshot.matches("failed") && world.notices.at(-1)?.message !== "机构登录失败") broken.push("no 机构登录失败");
    if (snapshot.status === "done" && snapshot.output === undefined) broken.push("ended without an outcome");
    return broken;
  },
};
