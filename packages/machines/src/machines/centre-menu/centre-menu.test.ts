import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectCentreMenu, initialCentreMenuView } from "./centre-menu.connect";
import { SAMPLE_CENTRE_MENU } from "./centre-menu.fixture";
import { centreMenuMachine } from "./centre-menu.machine";

function start(currentPath: string) {
  const navigations: string[] = [];
  const machine = centreMenuMachine.provide({
    actions: { navigate: (_: unknown, params: { path: string }) => void navigations.push(params.path) },
  });
  const actor = createActor(machine, { input: { items: SAMPLE_CENTRE_MENU, currentPath } }).start();
  return { actor, navigations, view: () => connectCentreMenu(actor.getSnapshot(), actor.send) };
}

describe("centreMenuMachine", () => {
  it("highlights the current page and opens its sub-menu", () => {
    const { view } = start("/center/course-purchase");
    const [courses, order] = view().items;
    expect(courses).toMatchObject({ isGroup: true, expanded: true, active: false });
    expect(courses?.children.map((child) => child.active)).toEqual([false, true]);
    expect(order?.active).toBe(false);
  });

  it("moves the highlight with the route", () => {
    const { actor, view } = start("/center/course-purchase");
    actor.send({ type: "ROUTE.CHANGE", path: "/center/order" });
    expect(view().items[1]?.active).toBe(true);
    expect(view().items[0]?.children.some((child) => child.active)).toBe(false);
  });

  it("expands and collapses a sub-menu on click; page entries do not expand", () => {
    const { view } = start("/center/order");
    view().toggle("collect");
    expect(view().items[2]?.expanded).toBe(true);
    view().toggle("collect");
    expect(view().items[2]?.expanded).toBe(false);
    view().toggle("order");
    expect(view().items[1]?.expanded).toBe(false);
  });

  it("navigates to a page entry's path, never for a sub-menu heading", () => {
    const { view, navigations } = start("/center/order");
    view().select("purchase");
    view().select("courses");
    expect(navigations).toEqual(["/center/course-purchase"]);
  });
});

describe("initialCentreMenuView", () => {
  it("is what the machine shows when it starts on the same page, and its commands are the machine's events", () => {
    for (const currentPath of ["/center/course-purchase", "/center/footprint", "/center/none"]) {
      const { view } = start(currentPath);
      const sent: unknown[] = [];
      const initial = initialCentreMenuView({ items: SAMPLE_CENTRE_MENU, currentPath }, (event) => sent.push(event));
      expect(initial.items).toEqual(view().items);
      initial.toggle("a");
      initial.select("b");
      expect(sent).toEqual([
        { type: "MENU.TOGGLE", id: "a" },
        { type: "MENU.SELECT", id: "b" },
      ]);
    }
  });
});
