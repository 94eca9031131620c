import { EMPTY_SESSION, logoutTarget, type SessionState, STORAGE_KEYS } from "@taxlearn/core";
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
  /** the page the logout was confirmed on, as the previous step left it */
  logoutFrom: string | null;
  navigationsBefore: number;
}

const stored: SessionState = {
  token: "t-123",
  username: "138****8000",
  msgNum: 3,
  isOrgLogin: false,
  orgInfo: null,
  isYunHeOrg: false,
};

/** Info of a login that no session in the model has. */
const STALE_ORG_INFO = { orgName: "旧机构" };

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
    { type: "SESSION.ORG_INFO", token: "t-org", orgInfo: { orgName: "云合" }, isYunHeOrg: true },
    { type: "SESSION.ORG_INFO", token: "t-stale", orgInfo: STALE_ORG_INFO, isYunHeOrg: false },
    { type: "SESSION.MESSAGE_COUNT", msgNum: 100 },
    { type: "LOGOUT.CONFIRM", currentPath: "/vip?orgId=7" },
    { type: "LOGOUT.CONFIRM", currentPath: "/course/list" },
    { type: "xstate.done.actor.logout" },
    { type: "xstate.error.actor.logout", error: { msg: "服务繁忙" } },
    { type: "SESSION.UNAUTHORIZED", currentPath: "/center/order?page=2" },
  ],
  // a login can arrive at any moment (another tab, an organisation login): it must never be lost
  probeEvents: [{ type: "SESSION.LOGIN", session: { token: "t-late", username: "晚到的登录" } }],
  simplePaths: false,
  fakes: (doubles) => {
    const world: BrowserWorld = {
      storage: new Map(Object.values(STORAGE_KEYS).map((key) => [key, "x"])),
      navigations: [],
      notices: [],
      wasLoggedIn: false,
      logoutFrom: null,
      navigationsBefore: 0,
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
  invariants: (snapshot, world, _doubles, { event }) => {
    const broken: string[] = [];
    const { context } = snapshot;
    if (snapshot.matches("loggedIn")) {
      world.wasLoggedIn = true;
      if (context.token === "") broken.push("logged in without a token");
    }
    if (snapshot.matches("loggedOut")) {
      // spec §3/§4: logout and a 401 forget the whole session, not just the token
      const { logoutFrom: _, ...session } = context;
      if (JSON.stringify(session) !== JSON.stringify(EMPTY_SESSION))
        broken.push(`logged out keeping ${JSON.stringify(session)}`);
      // spec §4: logout (and a 401) clear all local storage together
      if (world.wasLoggedIn && world.storage.size > 0)
        broken.push(`storage kept ${[...world.storage.keys()].join(",")}`);
    }
    // a login is never dropped, whatever the machine was doing short of logging out
    if (
      event?.type === "SESSION.LOGIN" &&
      !snapshot.matches({ loggedIn: "confirmingLogout" }) &&
      !snapshot.matches({ loggedIn: "loggingOut" })
    ) {
      if (!snapshot.matches("loggedIn") || context.token !== event.session.token) broken.push("a login was dropped");
    }
    // an organisation's info lands on the login it belongs to, and never on another (no session is "t-stale")
    if (
      event?.type === "SESSION.ORG_INFO" &&
      snapshot.matches("loggedIn") &&
      context.token === event.token &&
      JSON.stringify(context.orgInfo) !== JSON.stringify(event.orgInfo)
    )
      broken.push("org info of the current login was dropped");
    if (JSON.stringify(context.orgInfo) === JSON.stringify(STALE_ORG_INFO)) broken.push("stale org info applied");
    // spec §4: only /home (logout) or /login with a redirect (401) are ever navigated to
    const stray = world.navigations.filter((to) => to !== "/home" && !to.startsWith("/login?redirect="));
    if (stray.length > 0) broken.push(`navigated to ${stray.join(",")}`);
    // spec §4: a logout from /vip (whatever its query) stays there; from anywhere else it goes to /home
    if (event?.type === "xstate.done.actor.logout" && world.logoutFrom !== null) {
      const moved = world.navigations.slice(world.navigationsBefore);
      const expected = logoutTarget(world.logoutFrom) === null ? [] : ["/home"];
      if (JSON.stringify(moved) !== JSON.stringify(expected))
        broken.push(`logout from ${world.logoutFrom} navigated to [${moved.join(",")}]`);
    }
    world.logoutFrom = context.logoutFrom;
    world.navigationsBefore = world.navigations.length;
    return broken;
  },
};
