import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AvatarUploader } from "./avatar-uploader";

const props = { name: "张会计", accept: "image/png", hint: "不超过 2 MB" };

describe("AvatarUploader", () => {
  it("shows the picture, or the name's first character without one", () => {
    const { rerender } = render(<AvatarUploader {...props} src="/a.webp" onSelect={() => {}} />);
    expect(screen.getByRole("img", { name: "张会计" }).getAttribute("src")).toBe("/a.webp");
    rerender(<AvatarUploader {...props} src={null} onSelect={() => {}} />);
    expect(screen.getByRole("img", { name: "张会计" }).textContent).toBe("张");
  });

  it("hands the picked file over, and shows uploading and the error", () => {
    const onSelect = vi.fn();
    const { rerender } = render(<AvatarUploader {...props} src={null} onSelect={onSelect} />);
    const input = screen.getByLabelText("更换头像") as HTMLInputElement;
    const file = new File(["x"], "a.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onSelect).toHaveBeenCalledWith(file);
    rerender(<AvatarUploader {...props} src={null} onSelect={onSelect} uploading error="图片格式或大小不符合要求" />);
    expect((screen.getByLabelText("上传中…") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe("图片格式或大小不符合要求");
  });
});
