import { CHAT_RECONNECT_DELAYS_MS } from "@taxlearn/core";
import type { MachineModel } from "../../testing/model";
import { supportChatMachine } from "./support-chat.machine";

interface ChatWorld {
  /** sockets opened and not yet closed or replaced */
  opened: number;
  openedBefore: number;
  closed: number;
  closedBefore: number;
  /** the simulated time the machine last entered `reconnecting` */
  reconnectingSince: number | null;
  previous: string | null;
}

const MAX_ATTEMPT = CHAT_RECONNECT_DELAYS_MS.length;

export const supportChatModel: MachineModel<typeof supportChatMachine, ChatWorld> = {
  name: "supportChatMachine",
  machine: supportChatMachine,
  events: [
    { type: "SOCKET.READY", online: true },
    { type: "SOCKET.READY", online: false },
    { type: "SOCKET.CLOSED", retry: true },
    { type: "SOCKET.CLOSED", retry: false, error: "仅客服人员可以使用客服工作台" },
    { type: "RETRY.NOW" },
  ],
  fakes: () => {
    const world: ChatWorld = {
      opened: 0,
      openedBefore: 0,
      closed: 0,
      closedBefore: 0,
      reconnectingSince: null,
      previous: null,
    };
    return {
      implementations: {
        actions: {
          openSocket: () => void world.opened++,
          closeSocket: () => void world.closed++,
        },
      },
      world,
    };
  },
  // the attempt counter only matters up to the last back-off step
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      attempt: Math.min(snapshot.context.attempt, MAX_ATTEMPT),
      error: snapshot.context.error,
    }),
  invariants: (snapshot, world, _doubles, { event, now }) => {
    const broken: string[] = [];
    const state = JSON.stringify(snapshot.value);
    const before = world.previous;
    world.previous = state;
    // a socket is opened exactly on entering `connecting`
    if (snapshot.matches("connecting") && before !== state && world.opened === 0)
      broken.push("connecting without a socket");
    if (snapshot.matches("connecting") && before !== '"connecting"') {
      if (world.opened < 1) broken.push("no socket opened");
    }
    // ready resets the back-off and any refusal
    if ((snapshot.matches("open") || snapshot.matches("offline")) && snapshot.context.attempt !== 0)
      broken.push("connected with a pending back-off");
    if (snapshot.matches("open") && event?.type === "SOCKET.READY" && !event.online) broken.push("open outside hours");
    if (snapshot.matches("offline") && event?.type === "SOCKET.READY" && event.online) broken.push("offline in hours");
    // a refusal that cannot be retried never reconnects by itself
    if (
      event?.type === "SOCKET.CLOSED" &&
      !event.retry &&
      !snapshot.matches("failed") &&
      before !== '"reconnecting"' &&
      before !== '"failed"'
    )
      broken.push(`a refusal led to ${state}`);
    if (snapshot.matches("failed") && snapshot.context.error === null) broken.push("failed without a reason");
    // the back-off waits core's delay for the attempt before connecting again
    if (snapshot.matches("reconnecting") && before !== '"reconnecting"') world.reconnectingSince = now;
    if (
      snapshot.matches("connecting") &&
      before === '"reconnecting"' &&
      event?.type !== "RETRY.NOW" &&
      world.reconnectingSince !== null
    ) {
      const waited = now - world.reconnectingSince;
      const expected = CHAT_RECONNECT_DELAYS_MS[Math.min(snapshot.context.attempt - 1, MAX_ATTEMPT - 1)];
      if (waited !== expected) broken.push(`reconnected after ${waited} ms, expected ${expected}`);
    }
    return broken;
  },
};
