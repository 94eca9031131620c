import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "./modal";
import { ModalLayer } from "./modal-layer";

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

describe("Modal", () => {
  it("is a labelled modal dialog stacked above z-index 2000", () => {
    render(
      <ModalLayer>
        <Modal open title="课程评价" onClose={() => {}}>
          内容
        </Modal>
      </ModalLayer>,
    );
    const dialog = screen.getByRole("dialog", { name: "课程评价" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(Number((dialog.parentElement as HTMLElement).style.zIndex)).toBeGreaterThan(2000);
  });

  it("Escape closes only the top modal (spec §4)", () => {
    const onCloseBottom = vi.fn();
    const onCloseTop = vi.fn();
    render(<TwoModals onCloseBottom={onCloseBottom} onCloseTop={onCloseTop} />);
    const [bottom, top] = screen.getAllByRole("dialog");
    expect(Number(top!.parentElement!.style.zIndex)).toBeGreaterThan(Number(bottom!.parentElement!.style.zIndex));

    fireEvent.keyDown(document, { key: "Escape" });
    expect(onCloseTop).toHaveBeenCalledTimes(1);
    expect(onCloseBottom).not.toHaveBeenCalled();
    expect(screen.getAllByRole("dialog").map((dialog) => dialog.getAttribute("aria-labelledby"))).toHaveLength(1);

    fireEvent.keyDown(document, { key: "Escape" });
    expect(onCloseBottom).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Escape does nothing when the top modal does not allow it", () => {
    const onCloseBottom = vi.fn();
    const onCloseTop = vi.fn();
    render(<TwoModals onCloseBottom={onCloseBottom} onCloseTop={onCloseTop} topEscape={false} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onCloseTop).not.toHaveBeenCalled();
    expect(onCloseBottom).not.toHaveBeenCalled();
    expect(screen.getAllByRole("dialog")).toHaveLength(2);
  });

  it("closes on a backdrop click when allowed, not on a click inside", () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <ModalLayer>
        <Modal open title="提示" onClose={onClose}>
          内容
        </Modal>
      </ModalLayer>,
    );
    fireEvent.click(screen.getByText("内容"));
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

  it("the × button closes it", () => {
    const onClose = vi.fn();
    render(
      <ModalLayer>
        <Modal open title="提示" onClose={onClose} closeOnEscape={false}>
          内容
        </Modal>
      </ModalLayer>,
    );
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
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
