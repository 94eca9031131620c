import type { UserInfo } from "@taxlearn/core";
import type { MachineModel } from "../../testing/model";
import type { OrgConfigResult } from "../org-login/org-login.types";
import { orgSetupMachine } from "./org-setup.machine";

interface SetupWorld {
  stored: Record<string, unknown>;
}

const profile: UserInfo = { uid: "u1", username: "机构学员", avatar: "" } as UserInfo;
const config: OrgConfigResult = { success: true, config: { isIframe: 1, menu: [1, 2] }, logoPc: "logo.png" };

export const orgSetupModel: MachineModel<typeof orgSetupMachine, SetupWorld> = {
  name: "orgSetupMachine",
  machine: orgSetupMachine,
  input: { orgId: "7" },
  events: [
    { type: "xstate.done.actor.fetchProfile", output: profile },
    { type: "xstate.error.actor.fetchProfile", error: { msg: "401" } },
    { type: "xstate.done.actor.fetchOrgConfig", output: config },
    { type: "xstate.done.actor.fetchOrgConfig", output: { success: false, config: null, logoPc: null } },
    { type: "xstate.error.actor.fetchOrgConfig", error: { msg: "network" } },
  ],
  fakes: (doubles) => {
    const world: SetupWorld = { stored: {} };
    const store = (key: string) => (_: unknown, params: unknown) => {
      world.stored[key] = params;
    };
    return {
      implementations: {
        actors: { fetchProfile: doubles.actor("fetchProfile"), fetchOrgConfig: doubles.actor("fetchOrgConfig") },
        actions: { storeProfile: store("profile"), storeOrgConfig: store("config") },
      },
      world,
    };
  },
  invariants: (snapshot, world, doubles) => {
    const broken: string[] = [];
    // the config of the organisation being logged in, asked only once the profile is stored
    for (const call of doubles.callsOf("fetchOrgConfig")) {
      if ((call.input as { orgId: string }).orgId !== "7") broken.push("config of another organisation");
      if (!world.stored.profile) broken.push("config asked before the profile was stored");
    }
    const output = snapshot.status === "done" ? snapshot.output : undefined;
    if (snapshot.status === "done" && output === undefined) broken.push("ended without an outcome");
    if (output?._tag === "ready" && (world.stored.profile === undefined || world.stored.config === undefined))
      broken.push("ready without profile and config stored");
    if (output?._tag !== "ready" && world.stored.config !== undefined) broken.push("a refused config was stored");
    return broken;
  },
};
