import { type SessionState, STORAGE_KEYS } from "@taxlearn/core";
import type { Notice } from "../../shared/notice";
import type { MachineModel } from "../../testing/model";
import { sessionMachine } from "./session.machine";

/** A browser's local storage, every key of spec §3 filled. */
interface BrowserWorld {
  storage: Map<string, string>;
  navigations: string[];
  notices: Notice[];
  /** set by the invariant check once a logged-in state was seen */
  wasLoggedIn: boolean;
}

const stored: SessionState = {
  token: "t-123",
  username: "138****8000",
  msgNum: 3,
  isOrgLogin: false,
  orgInfo: null,
  isYunHeOrg: false,
};

export const sessionModel: MachineModel<typeof sessionMachine, BrowserWorld> = {
  name: "sessionMachine",
  machine: sessionMachine,
  events: [
    { type: "xstate.done.actor.restoreSession", output: stored },
    { type: "xstate.done.actor.restoreSession", output: { ...stored, token: "" } },
    { type: "xstate.error.actor.restoreSession", error: { msg: "storage unavailable" } },
    {
      type: "SESSION.LOGIN",
      session: { token: "t-org", username: "机构学员", isOrgLogin: true, orgInfo: { orgId: "7" } },
    },
    { type: "SESSION.PROFILE", username: "新名字" },
    { type: "SESSION.MESSAGE_COUNT", msgNum: 100 },
    { type: "LOGOUT.CONFIRM", currentPath: "/vip" },
    { type: "LOGOUT.CONFIRM", currentPath: "/course/list" },
    { type: "xstate.done.actor.logout" },
    { type: "xstate.error.actor.logout", error: { msg: "服务繁忙" } },
    { type: "SESSION.UNAUTHORIZED", currentPath: "/center/order?page=2" },
  ],
  simplePaths: false,
  fakes: (doubles) => {
    const world: BrowserWorld = {
      storage: new Map(Object.values(STORAGE_KEYS).map((key) => [key, "x"])),
      navigations: [],
      notices: [],
      wasLoggedIn: false,
    };
    return {
      implementations: {
        actors: { restoreSession: doubles.actor("restoreSession"), logout: doubles.actor("logout") },
        actions: {
          persistSession: (_: unknown, params: { session: SessionState }) => {
            world.storage.set(STORAGE_KEYS.token, params.session.token);
            world.storage.set(STORAGE_KEYS.userInfo, params.session.username);
          },
          clearStorage: () => world.storage.clear(),
          navigate: (_: unknown, params: { to: string }) => void world.navigations.push(params.to),
          notify: (_: unknown, notice: Notice) => void world.notices.push(notice),
        },
      },
      world,
    };
  },
  invariants: (snapshot, world) => {
    const broken: string[] = [];
    if (snapshot.matches("loggedIn")) {
      world.wasLoggedIn = true;
      if (snapshot.context.token === "") broken.push("logged in without a token");
    }
    if (snapshot.matches("loggedOut")) {
      if (snapshot.context.token !== "") broken.push("logged out with a token");
      // spec §4: logout (and a 401) clear all local storage together
      if (world.wasLoggedIn && world.storage.size > 0)
        broken.push(`storage kept ${[...world.storage.keys()].join(",")}`);
    }
    // spec §4: only /home (logout) or /login with a redirect (401) are ever navigated to
    const stray = world.navigations.filter((to) => to !== "/home" && !to.startsWith("/login?redirect="));
    if (stray.length > 0) broken.push(`navigated to ${stray.join(",")}`);
    return broken;
  },
};
