import type { SnapshotFrom } from "xstate";
import type { orderCreateMachine } from "./order-create.machine";
import type { OrderCreateEvent, OrderCreateView } from "./order-create.types";

type Snapshot = SnapshotFrom<typeof orderCreateMachine>;

function statusOf(snapshot: Snapshot): OrderCreateView["status"] {
  if (snapshot.matches("created")) return "created";
  if (snapshot.matches("failed")) return "failed";
  if (snapshot.matches("editing")) return "editing";
  return "creating";
}

export function connectOrderCreate(snapshot: Snapshot, send: (event: OrderCreateEvent) => void): OrderCreateView {
  const status = statusOf(snapshot);
  return {
    status,
    created: snapshot.context.created,
    failure: status === "failed" ? snapshot.context.failure : null,
    submit: (choices) => send({ type: "ORDER.SUBMIT", choices }),
  };
}
