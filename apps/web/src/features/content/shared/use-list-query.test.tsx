import { act, render } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useListQuery } from "./use-list-query";

/** What the probe saw on its last render. */
const seen: { list?: ReturnType<typeof useListQuery>; search?: string } = {};

function Probe() {
  seen.list = useListQuery();
  seen.search = useLocation().search;
  return null;
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Probe />
    </MemoryRouter>,
  );

describe("useListQuery", () => {
  // the router commits a navigation in a transition: until it renders, the screen on show (its pager too) still
  // holds the update of the address before; a second change then must not drop the first
  it("a change made before the last one has rendered keeps the last one (a filter, then page 2)", () => {
    const view = renderAt("/policy");
    const stale = seen.list!.update;
    act(() => {
      stale({ cat: 7 });
      stale({ page: 2 });
    });
    expect(seen.search).toBe("?cat=7&page=2");
    view.unmount();
  });

  it("after a navigation that did not come from it (back, a link), it starts from the address shown", () => {
    const view = renderAt("/policy?cat=3&page=4");
    expect(seen.list!.page).toBe(4);
    act(() => seen.list!.update({ page: 5 }));
    expect(seen.search).toBe("?cat=3&page=5");
    view.unmount();
  });
});
