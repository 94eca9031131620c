import { MESSAGES, type OrderCreate } from "@taxlearn/core";
import { MACHINE_MESSAGES } from "../../shared/messages";
import { type MachineModel, stableJson } from "../../testing/model";
import { orderCreateMachine } from "./order-create.machine";
import { sameChoices } from "./order-create.rules";
import type { OrderChoices, PaymentError } from "./order-create.types";

const course: OrderChoices = { productType: 1, productId: 4, payType: 1, inviteCode: null };
/** the same course with another wallet and an invite code: a new attempt */
const otherChoices: OrderChoices = { productType: 1, productId: 4, payType: 2, inviteCode: "ABCD1234" };

interface CreateWorld {
  /** the choices each uniqueId was first sent with */
  choicesByUniqueId: Map<string, OrderChoices>;
  submits: number;
}

export const orderCreateModel: MachineModel<typeof orderCreateMachine, CreateWorld> = {
  name: "orderCreateMachine",
  machine: orderCreateMachine,
  input: { idempotencyKey: "w7f3a", timings: { retryDelayMs: 500, maxRetries: 1 } },
  events: [
    { type: "ORDER.SUBMIT", choices: course },
    { type: "ORDER.SUBMIT", choices: otherChoices },
    { type: "xstate.done.actor.createOrder", output: { uni: "NO-1", tradeNo: "T-1" } },
    { type: "xstate.error.actor.createOrder", error: { kind: "network" } },
    { type: "xstate.error.actor.createOrder", error: { kind: "rejected", message: "您已购买该课程", status: 409 } },
    { type: "xstate.error.actor.createOrder", error: { kind: "rejected", message: "" } },
  ],
  // attempt numbers grow with every change of choices without changing behaviour: the graph tells attempts apart
  // by their choices; the invariants check the keys themselves on each path
  serializeState: (snapshot) => {
    const { attempts: _, attempt, ...rest } = snapshot.context;
    return stableJson({ value: snapshot.value, ...rest, choices: attempt?.choices ?? null });
  },
  fakes: (doubles) => ({
    implementations: { actors: { createOrder: doubles.actor("createOrder") } },
    world: { choicesByUniqueId: new Map(), submits: 0 },
  }),
  invariants: (snapshot, world, doubles, { event }) => {
    const broken: string[] = [];
    const { timings, retries, failure, created, attempt } = snapshot.context;
    const creates = doubles.callsOf("createOrder").map((call) => call.input as OrderCreate);
    if (event?.type === "ORDER.SUBMIT") world.submits += 1;
    if (creates.length > 0 && world.submits === 0) broken.push("created an order before 立即支付");
    // one uniqueId, one set of choices: a key is never reused for something else
    for (const sent of creates) {
      const { uniqueId, storeId: _s, cartNum: _c, ...rest } = sent;
      const choices: OrderChoices = { ...rest, inviteCode: rest.inviteCode ?? null };
      const first = world.choicesByUniqueId.get(uniqueId);
      if (!first) world.choicesByUniqueId.set(uniqueId, choices);
      else if (!sameChoices(first, choices)) broken.push(`${uniqueId} sent for two different purchases`);
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(uniqueId)) broken.push(`uniqueId ${uniqueId} is not a valid key`);
    }
    // the same choices again right after are the same attempt: the server can answer the order it made
    for (let i = 1; i < creates.length; i++) {
      const [before, now] = [creates[i - 1], creates[i]];
      const same =
        before &&
        now &&
        sameChoices(
          { ...before, inviteCode: before.inviteCode ?? null },
          { ...now, inviteCode: now.inviteCode ?? null },
        );
      if (same && before.uniqueId !== now.uniqueId) broken.push("the same choices sent again under a new uniqueId");
    }
    if (retries > timings.maxRetries) broken.push("retried beyond the limit");
    if (created && !snapshot.matches("created")) broken.push("an order exists, yet still creating");
    if (snapshot.matches("created") && event?.type !== "xstate.done.actor.createOrder")
      broken.push("created without the server's answer");
    if (snapshot.matches("creating") && !doubles.isPending("createOrder")) broken.push("creating with no request");
    if (snapshot.matches("creating") && attempt === null) broken.push("creating without an attempt");
    // a failure says why: the server's refusal and its status, or core's network message once the retries ran out
    if (snapshot.matches("failed") && event?.type === "xstate.error.actor.createOrder") {
      const error = event.error as PaymentError & { status?: number };
      const expected =
        error.kind === "network" ? MESSAGES.requestFailed : error.message || MACHINE_MESSAGES.orderRefused;
      if (failure?.message !== expected) broken.push(`failure "${failure?.message}" instead of "${expected}"`);
      if ((failure?.status ?? null) !== (error.status ?? null)) broken.push("the refusal's status was lost");
    }
    if (!snapshot.matches("failed") && failure !== null) broken.push("a failure shown while not failed");
    return broken;
  },
};
