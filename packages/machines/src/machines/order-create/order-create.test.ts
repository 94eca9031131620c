import { MESSAGES, type OrderCreate } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { settle } from "../../testing/replay";
import { connectOrderCreate } from "./order-create.connect";
import { orderCreateMachine } from "./order-create.machine";
import type { OrderChoices, PaymentError } from "./order-create.types";

const course: OrderChoices = { productType: 1, productId: 4, payType: 1, inviteCode: null };

/** A shop that stores each order before its answer may be lost: only the uniqueId keeps a retry from a second order. */
function start(answers: (PaymentError | null)[] = []) {
  const clock = new SimulatedClock();
  const server = { orders: new Map<string, string>(), sent: [] as OrderCreate[] };
  const machine = orderCreateMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input }: { input: OrderCreate }) => {
        server.sent.push(input);
        const failure = answers.shift() ?? null;
        if (failure?.kind === "rejected") throw failure;
        if (!server.orders.has(input.uniqueId)) server.orders.set(input.uniqueId, `NO${server.orders.size + 1}`);
        if (failure) throw failure;
        return { uni: server.orders.get(input.uniqueId) ?? "", tradeNo: `T-${input.uniqueId}` };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { idempotencyKey: "wKEY", timings: { retryDelayMs: 100, maxRetries: 2 } },
    clock,
  }).start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, server, advance, view: () => connectOrderCreate(actor.getSnapshot(), actor.send) };
}

describe("orderCreateMachine", () => {
  it("creates nothing until 立即支付, then the order with the form's choices; its output is the order", async () => {
    const { actor, view, server } = start();
    await settle();
    expect(server.sent).toEqual([]);
    view().submit(course);
    expect(view().status).toBe("creating");
    await settle();
    expect(server.sent).toEqual([{ storeId: 0, cartNum: 1, ...course, uniqueId: "wKEY-1" }]);
    expect(view()).toMatchObject({ status: "created", created: { uni: "NO1", tradeNo: "T-wKEY-1" } });
    expect(actor.getSnapshot().output).toEqual({ uni: "NO1", tradeNo: "T-wKEY-1" });
  });

  it("retries a create lost on the network with the same uniqueId: one order only", async () => {
    const { view, server, advance } = start([{ kind: "network" }, { kind: "network" }]);
    view().submit(course);
    await settle();
    await advance(100);
    await advance(100);
    expect(server.sent.map((sent) => sent.uniqueId)).toEqual(["wKEY-1", "wKEY-1", "wKEY-1"]);
    expect(server.orders.size).toBe(1);
    expect(view().status).toBe("created");
  });

  it("after the retries run out says the network failed; submitting the same choices again is the same attempt", async () => {
    const { view, server, advance } = start([{ kind: "network" }, { kind: "network" }, { kind: "network" }]);
    view().submit(course);
    await settle();
    await advance(100);
    await advance(100);
    expect(view()).toMatchObject({ status: "failed", failure: { message: MESSAGES.requestFailed, status: null } });
    view().submit({ ...course });
    await settle();
    expect(new Set(server.sent.map((sent) => sent.uniqueId))).toEqual(new Set(["wKEY-1"]));
    expect(server.orders.size).toBe(1);
    expect(view()).toMatchObject({ status: "created", created: { uni: "NO1" } });
  });

  it("a refusal keeps the server's text and status; changed choices are a new attempt with a new uniqueId", async () => {
    const { view, server } = start([{ kind: "rejected", message: "邀请码无效", status: 400 }]);
    view().submit({ ...course, inviteCode: "BAD0" });
    await settle();
    expect(view()).toMatchObject({ status: "failed", failure: { message: "邀请码无效", status: 400 } });
    view().submit(course);
    await settle();
    expect(server.sent.map((sent) => [sent.uniqueId, sent.inviteCode])).toEqual([
      ["wKEY-1", "BAD0"],
      ["wKEY-2", null],
    ]);
    expect(view().status).toBe("created");
  });

  it("a second click while creating is ignored", async () => {
    const { view, server } = start();
    view().submit(course);
    view().submit({ ...course, payType: 2 });
    await settle();
    expect(server.sent).toHaveLength(1);
  });
});
