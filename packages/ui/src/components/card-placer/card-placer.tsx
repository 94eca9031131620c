import { type CardBox, moveBox, pixelsToFraction, resizeBox } from "@taxlearn/core";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import * as styles from "./card-placer.css";

export interface CardPlacerProps {
  /** The box in fractions of the video (spec §3 type 1 posX, posY, posW, posH). */
  box: CardBox;
  onChange: (box: CardBox) => void;
  /** The picture shown in the box. */
  imageUrl?: string;
  /** The box's accessible name. */
  label?: string;
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * Drag-to-place box of an image-overlay card over a 16:9 stage: drag the box to move it, its corner to resize it;
 * arrow keys move it by 1 % (with Shift: resize). The maths is core's moveBox/resizeBox, so the box always stays
 * inside the video and passes the server's check.
 */
export function CardPlacer({ box, onChange, imageUrl, label = "图片位置" }: CardPlacerProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: "move" | "resize"; x: number; y: number; start: CardBox } | null>(null);

  const begin = (mode: "move" | "resize") => (event: PointerEvent<HTMLElement>) => {
    event.stopPropagation();
    event.preventDefault();
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, start: box };
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    // the handle sits inside the box: one movement, one change
    event.stopPropagation();
    const current = drag.current;
    const stage = stageRef.current;
    if (!current || !stage) return;
    const rect = stage.getBoundingClientRect();
    const { dx, dy } = pixelsToFraction(event.clientX - current.x, event.clientY - current.y, rect);
    onChange(current.mode === "move" ? moveBox(current.start, dx, dy) : resizeBox(current.start, dx, dy));
  };
  const end = () => {
    drag.current = null;
  };
  const keys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = 0.01;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = delta[event.key];
    if (!move) return;
    event.preventDefault();
    onChange(event.shiftKey ? resizeBox(box, move[0], move[1]) : moveBox(box, move[0], move[1]));
  };

  return (
    <div>
      <div ref={stageRef} className={styles.stage} data-testid="card-placer-stage">
        <button
          type="button"
          aria-label={label}
          className={styles.box}
          style={{
            left: percent(box.posX),
            top: percent(box.posY),
            width: percent(box.posW),
            height: percent(box.posH),
          }}
          onPointerDown={begin("move")}
          onPointerMove={follow}
          onPointerUp={end}
          onPointerCancel={end}
          onKeyDown={keys}
          data-testid="card-placer-box"
        >
          {imageUrl ? <img className={styles.picture} src={imageUrl} alt="" /> : null}
          <span
            className={styles.handle}
            onPointerDown={begin("resize")}
            onPointerMove={follow}
            onPointerUp={end}
            onPointerCancel={end}
            data-testid="card-placer-handle"
            aria-hidden="true"
          />
        </button>
      </div>
      <p className={styles.readout}>
        位置 X {percent(box.posX)} · Y {percent(box.posY)} · 宽 {percent(box.posW)} · 高 {percent(box.posH)}
        （方向键移动，Shift+方向键调整大小）
      </p>
    </div>
  );
}
