import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Modal } from "./modal";
import { ModalLayer } from "./modal-layer";
import { createModalStackActor } from "./modal-stack.actor";

// The real actor module, its factory spied on: the stack machine must load on the first open, not at mount.
vi.mock("./modal-stack.actor", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./modal-stack.actor")>();
  return { createModalStackActor: vi.fn(actual.createModalStackActor) };
});

/** Gives a load started at mount by mistake the time to reach the actor factory. */
async function afterAnyLoadAtMount() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

function TwoModals({
  onCloseBottom,
  onCloseTop,
  topEscape = true,
}: {
  onCloseBottom: () => void;
  onCloseTop: () => void;
  topEscape?: boolean;
}) {
  const [bottom, setBottom] = useState(true);
  const [top, setTop] = useState(true);
  return (
    <ModalLayer>
      <Modal
        open={bottom}
        title="底层"
        onClose={() => {
          onCloseBottom();
          setBottom(false);
        }}
      >
        底层内容
      </Modal>
      <Modal
        open={top}
        title="顶层"
        closeOnEscape={topEscape}
        onClose={() => {
          onCloseTop();
          setTop(false);
        }}
      >
        顶层内容
      </Modal>
    </ModalLayer>
  );
}

/** A modal opened and closed by buttons on the page, or unmounted. */
function ToggledModal({ mounted = true }: { mounted?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ModalLayer>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        收回
      </button>
      {mounted ? (
        <Modal open={open} title="提示" onClose={() => setOpen(false)}>
          内容
        </Modal>
      ) : null}
    </ModalLayer>
  );
}
/** Both modals of TwoModals, once the stack has loaded and pushed them. */
async function findTwoDialogs() {
  await waitFor(() => expect(screen.getAllByRole("dialog")).toHaveLength(2));
  return screen.getAllByRole("dialog");
}

describe("Modal", () => {
  beforeEach(() => vi.mocked(createModalStackActor).mockClear());

  it("is a labelled modal dialog stacked above z-index 2000", async () => {
    render(
      <ModalLayer>
        <Modal open title="课程评价" onClose={() => {}}>
          内容
        </Modal>
      </ModalLayer>,
    );
    const dialog = await screen.findByRole("dialog", { name: "课程评价" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(Number((dialog.parentElement as HTMLElement).style.zIndex)).toBeGreaterThan(2000);
  });

  it("Escape closes only the top modal (spec §4)", async () => {
    const onCloseBottom = vi.fn();
    const onCloseTop = vi.fn();
    render(<TwoModals onCloseBottom={onCloseBottom} onCloseTop={onCloseTop} />);
    const [bottom, top] = await findTwoDialogs();
    expect(Number(top!.parentElement!.style.zIndex)).toBeGreaterThan(Number(bottom!.parentElement!.style.zIndex));

    fireEvent.keyDown(document, { key: "Escape" });
    expect(onCloseTop).toHaveBeenCalledTimes(1);
    expect(onCloseBottom).not.toHaveBeenCalled();
    expect(screen.getAllByRole("dialog").map((dialog) => dialog.getAttribute("aria-labelledby"))).toHaveLength(1);

    fireEvent.keyDown(document, { key: "Escape" });
    expect(onCloseBottom).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Escape does nothing when the top modal does not allow it", async () => {
    const onCloseBottom = vi.fn();
    const onCloseTop = vi.fn();
    render(<TwoModals onCloseBottom={onCloseBottom} onCloseTop={onCloseTop} topEscape={false} />);
    await findTwoDialogs();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onCloseTop).not.toHaveBeenCalled();
    expect(onCloseBottom).not.toHaveBeenCalled();
    expect(screen.getAllByRole("dialog")).toHaveLength(2);
  });

  it("closes on a backdrop click when allowed, not on a click inside", async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <ModalLayer>
        <Modal open title="提示" onClose={onClose}>
          内容
        </Modal>
      </ModalLayer>,
    );
    fireEvent.click(await screen.findByText("内容"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("presentation"));
    expect(onClose).toHaveBeenCalledWith("backdrop");

    onClose.mockClear();
    rerender(
      <ModalLayer>
        <Modal open title="提示" onClose={onClose} closeOnBackdrop={false}>
          内容
        </Modal>
      </ModalLayer>,
    );
    fireEvent.click(screen.getByRole("presentation"));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("the × button closes it", async () => {
    const onClose = vi.fn();
    render(
      <ModalLayer>
        <Modal open title="提示" onClose={onClose} closeOnEscape={false}>
          内容
        </Modal>
      </ModalLayer>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "关闭" }));
    expect(onClose).toHaveBeenCalledWith("close");
  });

  it("draws nothing while closed", () => {
    render(
      <ModalLayer>
        <Modal open={false} title="提示" onClose={() => {}}>
          内容
        </Modal>
      </ModalLayer>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the modal stack's machine (decision 115)", () => {
  beforeEach(() => {
    vi.mocked(createModalStackActor).mockClear();
    document.body.style.overflow = "";
  });

  /** Resolves when the layer's next stack actor has started (xstate tells its observers then). */
  async function nextStackStart(): Promise<{ started: Promise<void> }> {
    const real = await vi.importActual<typeof import("./modal-stack.actor")>("./modal-stack.actor");
    const started = new Promise<void>((resolve) => {
      vi.mocked(createModalStackActor).mockImplementationOnce(() => {
        const actor = real.createModalStackActor();
        actor.subscribe(() => resolve());
        return actor;
      });
    });
    return { started };
  }

  it("is not loaded while every modal is closed, and loads when one opens", async () => {
    render(<ToggledModal />);
    await afterAnyLoadAtMount();
    expect(createModalStackActor).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "打开" }));
    expect(await screen.findByRole("dialog", { name: "提示" })).toBeTruthy();
    expect(createModalStackActor).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("is not loaded by a modal that unmounts without having opened", async () => {
    const { rerender, unmount } = render(<ToggledModal />);
    rerender(<ToggledModal mounted={false} />);
    unmount();
    await afterAnyLoadAtMount();
    expect(createModalStackActor).not.toHaveBeenCalled();
  });

  it("leaves nothing on the stack for a modal closed while the machine loads", async () => {
    const { started } = await nextStackStart();
    render(<ToggledModal />);
    // two commits in one synchronous stretch: the machine cannot have loaded in between
    act(() => screen.getByRole("button", { name: "打开" }).click());
    act(() => screen.getByRole("button", { name: "收回" }).click());
    await act(() => started);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");

    // the stack works as usual after it: open at once, Escape closes, the page scrolls again
    act(() => screen.getByRole("button", { name: "打开" }).click());
    expect(screen.getByRole("dialog", { name: "提示" })).toBeTruthy();
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });

  it("leaves the page scrollable after a modal unmounted while the machine loads", async () => {
    const { started } = await nextStackStart();
    const { rerender } = render(<ToggledModal />);
    act(() => screen.getByRole("button", { name: "打开" }).click());
    rerender(<ToggledModal mounted={false} />);
    await act(() => started);
    expect(document.body.style.overflow).toBe("");
  });
});
