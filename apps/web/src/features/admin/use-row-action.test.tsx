import { adminFaqDelete } from "@taxlearn/api/admin";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../testing/render-screen";
import { useRowAction } from "./use-row-action";

function DeleteButton({ onChanged, confirm }: { onChanged: () => void; confirm: boolean }) {
  const action = useRowAction(onChanged);
  const remove = () =>
    action.run((api) => api.call(adminFaqDelete, { id: 7 }), {
      confirm: confirm ? { title: "删除问答", message: "确定删除？" } : undefined,
    });
  return (
    <button type="button" disabled={action.busy()} onClick={remove}>
      删除
    </button>
  );
}

const deletes = (calls: ReadonlyArray<{ path: string }>) => calls.filter((c) => c.path === "/api/admin/faqs/7/delete");

describe("useRowAction", () => {
  it("sends nothing when the operator cancels the confirmation", async () => {
    let changed = 0;
    const { calls } = renderScreen(<DeleteButton confirm onChanged={() => changed++} />, {
      url: "/admin/vip",
      server: () => ({ data: { id: 7 } }),
    });
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("确定删除？");
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(deletes(calls)).toHaveLength(0);
    expect(changed).toBe(0);
  });

  it("confirmed: calls, shows the server's message and reloads the list", async () => {
    let changed = 0;
    const { calls } = renderScreen(<DeleteButton confirm onChanged={() => changed++} />, {
      url: "/admin/vip",
      server: () => ({ data: { id: 7 }, msg: "已删除" }),
    });
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    fireEvent.click(await screen.findByRole("button", { name: "确定" }));
    expect(await screen.findByText("已删除")).toBeTruthy();
    await waitFor(() => expect(changed).toBe(1));
    expect(deletes(calls)).toHaveLength(1);
  });

  it("a refusal is an error toast with the server's reason, and the list reloads to show the row as it is now", async () => {
    let changed = 0;
    renderScreen(<DeleteButton confirm={false} onChanged={() => changed++} />, {
      url: "/admin/vip",
      server: () => ({ status: 409, msg: "该问答已被删除" }),
    });
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    expect((await screen.findByRole("alert")).textContent).toContain("该问答已被删除");
    await waitFor(() => expect(changed).toBe(1));
  });

  it("a request that fails is an error toast and reloads nothing; the button is busy meanwhile", async () => {
    let changed = 0;
    renderScreen(<DeleteButton confirm={false} onChanged={() => changed++} />, {
      url: "/admin/vip",
      server: () => undefined,
    });
    const button = screen.getByRole("button", { name: "删除" }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(await screen.findByRole("alert")).toBeTruthy();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(changed).toBe(0);
  });
});
