import { matchRoute, parseQuery, shouldKeepAlive } from "@taxlearn/core";
import { assign, raise, setup } from "xstate";
import { requiredAction, requiredPromiseActor } from "../../shared/not-provided";
import { fullPathOf, guardNavigation, orgLoginNeeded, splitRequest } from "./route-guard.rules";
import type {
  OrgLoginResult,
  PendingNavigation,
  RouteGuardContext,
  RouteGuardEvent,
  RouteGuardInput,
} from "./route-guard.types";

/** A navigation request as one path and one query (the path's own query string merged with `query`). */
const requested = (event: RouteGuardEvent): PendingNavigation | null =>
  event.type === "NAV.REQUEST" ? splitRequest(event.path, event.query) : null;

const guardOf = (context: RouteGuardContext) => guardNavigation(context, context.pending as PendingNavigation);

const navigationHandlers = {
  "NAV.REQUEST": [
    // spec §2: duplicate navigation is ignored
    { guard: "isDuplicate" as const },
    { guard: "needsOrgLogin" as const, target: "#routeGuard.orgLoggingIn", actions: "setPending" as const },
    { target: "#routeGuard.guarding", actions: "setPending" as const },
  ],
};

/**
 * spec §2/§4/§5 route guard, around core's `guardRoute`: auth redirect to /login?redirect=…, /login while
 * logged in → /home, unknown → /404; an org-login query whose orgId or secret differ from the stored ones
 * runs an organisation login first (then the org info updates); keep-alive only when org-logged-in in
 * iframe mode; duplicate navigation ignored; a failed lazy chunk re-navigates to the pending path once.
 * A navigation asked for during an organisation login waits (the latest one) and is taken up when it ends.
 *
 * Provide: actors `orgLogin` ({ query } → OrgLoginResult) and `loadRoute` ({ path } → void, the lazy chunk);
 * actions `commitNavigation` ({ to, replace }: history + scroll to top), `updateOrgInfo` ({ orgId }),
 * `reportChunkError` ({ path }).
 */
export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    events: {} as RouteGuardEvent,
    input: {} as RouteGuardInput,
  },
  actors: {
    orgLogin: requiredPromiseActor<OrgLoginResult, { query: PendingNavigation["query"] }>("orgLogin"),
    loadRoute: requiredPromiseActor<void, { path: string }>("loadRoute"),
  },
  actions: {
    commitNavigation: requiredAction("commitNavigation") as (
      _: unknown,
      params: { to: string; replace: boolean },
    ) => void,
    updateOrgInfo: requiredAction("updateOrgInfo") as (_: unknown, params: { orgId: string }) => void,
    reportChunkError: requiredAction("reportChunkError") as (_: unknown, params: { path: string }) => void,
    setPending: assign({ pending: ({ event }) => requested(event), chunkRetried: false }),
    queueRequest: assign({
      queued: ({ context, event }) =>
        event.type === "NAV.REQUEST" ? { path: event.path, query: event.query } : context.queued,
    }),
    // the organisation login is over: the navigation asked for meanwhile replaces the one that started it
    takeUpQueued: raise(({ context }) => ({
      type: "NAV.REQUEST" as const,
      path: context.queued?.path ?? "/",
      query: context.queued?.query,
    })),
    dropQueued: assign({ queued: null, pending: null }),
    redirectPending: assign({
      pending: ({ context }) => {
        const result = guardOf(context);
        const to = result._tag === "redirect" ? result.to : fullPathOf(context.pending as PendingNavigation);
        const [path = "/", search = ""] = to.split("?", 2);
        return { path, query: parseQuery(search), replace: true };
      },
    }),
    arrive: assign(({ context }) => {
      const pending = context.pending as PendingNavigation;
      const match = matchRoute(pending.path);
      return {
        current: fullPathOf(pending),
        pending: null,
        chunkRetried: false,
        keepAlive: match ? shouldKeepAlive(match, context) : false,
      };
    }),
  },
  guards: {
    isDuplicate: ({ context, event }) => {
      const navigation = requested(event);
      if (!navigation) return false;
      const target = fullPathOf(navigation);
      return target === context.current || (context.pending !== null && target === fullPathOf(context.pending));
    },
    needsOrgLogin: ({ context, event }) => {
      const navigation = requested(event);
      return navigation !== null && orgLoginNeeded(context, navigation.query);
    },
    isRedirected: ({ context }) => guardOf(context)._tag === "redirect",
    mayRetryChunk: ({ context }) => !context.chunkRetried,
    orgLoggedIn: ({ event }) => (event as { output?: OrgLoginResult }).output != null,
    hasQueuedRequest: ({ context }) => context.queued !== null,
  },
}).createMachine({
  id: "routeGuard",
  context: ({ input }) => ({
    ...input,
    current: null,
    pending: null,
    keepAlive: false,
    chunkRetried: false,
    queued: null,
  }),
  initial: "idle",
  on: {
    "SESSION.CHANGE": {
      actions: assign(({ context, event }) => ({
        loggedIn: event.loggedIn,
        isOrgLogin: event.isOrgLogin,
        // spec §4: keep-alive only while org-logged-in in iframe mode
        keepAlive: context.keepAlive && event.isOrgLogin && context.isIframe,
      })),
    },
  },
  states: {
    idle: {
      on: navigationHandlers,
    },
    orgLoggingIn: {
      on: {
        // not lost: the latest request waits for the login to end
        "NAV.REQUEST": [{ guard: "isDuplicate" }, { actions: "queueRequest" }],
      },
      invoke: {
        id: "orgLogin",
        src: "orgLogin",
        input: ({ context }) => ({ query: context.pending?.query ?? {} }),
        onDone: [
          {
            guard: "orgLoggedIn",
            target: "orgLoginEnded",
            actions: [
              assign(({ event }) => {
                const org = event.output as NonNullable<OrgLoginResult>;
                return {
                  storedOrg: { orgId: org.orgId, secret: org.secret },
                  isOrgLogin: true,
                  loggedIn: true,
                  isIframe: org.isIframe,
                  orgDefaultPage: org.defaultPage,
                };
              }),
              { type: "updateOrgInfo", params: ({ context }) => ({ orgId: context.storedOrg?.orgId ?? "" }) },
            ],
          },
          { target: "orgLoginEnded" },
        ],
        onError: "orgLoginEnded",
      },
    },
    orgLoginEnded: {
      always: [
        { guard: "hasQueuedRequest", target: "idle", actions: ["takeUpQueued", "dropQueued"] },
        { target: "guarding" },
      ],
    },
    guarding: {
      always: [{ guard: "isRedirected", target: "loading", actions: "redirectPending" }, { target: "loading" }],
    },
    loading: {
      on: navigationHandlers,
      invoke: {
        id: "loadRoute",
        src: "loadRoute",
        input: ({ context }) => ({ path: context.pending?.path ?? "/" }),
        onDone: [
          // the session changed while the chunk loaded (e.g. logged in on the way to /login): guard again
          { guard: "isRedirected", target: "guarding" },
          {
            target: "idle",
            actions: [
              {
                type: "commitNavigation",
                params: ({ context }) => {
                  const pending = context.pending as PendingNavigation;
                  return { to: fullPathOf(pending), replace: pending.replace };
                },
              },
              "arrive",
            ],
          },
        ],
        onError: [
          { guard: "mayRetryChunk", target: "loading", reenter: true, actions: assign({ chunkRetried: true }) },
          {
            target: "idle",
            actions: [
              { type: "reportChunkError", params: ({ context }) => ({ path: context.pending?.path ?? "/" }) },
              assign({ pending: null, chunkRetried: false }),
            ],
          },
        ],
      },
    },
  },
});
