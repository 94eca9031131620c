import type { Meta, StoryObj } from "@storybook/react-vite";
import { CONSTANTS } from "@taxlearn/core";
import { useEffect, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ImageOverlayCard } from "./image-overlay-card";
import { QuizCard } from "./quiz-card";
import { sampleEvent } from "./sample-interaction-events";
import { TextCard } from "./text-card";

/** A video-sized dark stage so the cards show where the player puts them. */
function Stage({ children }: { children: React.ReactNode }) {
  return (
    <div style={{ position: "relative", width: 640, height: 360, background: "#1e3a5f" }}>
      <img
        src="/media/video/lectures/lecture-1/cover.jpg"
        alt=""
        style={{ width: "100%", height: "100%", objectFit: "cover" }}
      />
      {children}
    </div>
  );
}

/** A working countdown (ticking and restarting, the timer icon pausing it), as the player drives it. */
function useCountdown(start: number) {
  const [remaining, setRemaining] = useState(start);
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (paused || !open) return;
    const timer = setInterval(() => setRemaining((r) => (r > 1 ? r - 1 : start)), 1000);
    return () => clearInterval(timer);
  }, [paused, open, start]);
  return {
    open,
    props: {
      remaining,
      paused,
      onToggleCountdown: () => setPaused((p) => !p),
      onClose: () => setOpen(false),
    },
  };
}

const meta = {
  title: "Video/Interaction cards",
  parameters: { layout: "centered" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Card({ render }: { render: (countdown: ReturnType<typeof useCountdown>["props"]) => React.ReactNode }) {
  const countdown = useCountdown(5);
  return <Stage>{countdown.open ? render(countdown.props) : null}</Stage>;
}

/** Type 1: a picture placed by its percentages of the video. */
export const ImageOverlay: Story = {
  render: () => <Card render={(c) => <ImageOverlayCard event={sampleEvent("ImageOverlay")} {...c} />} />,
};

/** Type 2: a note with a link (jumpText 查看相关政策). */
export const Note: Story = {
  render: () => <Card render={(c) => <TextCard event={sampleEvent("TextCard", 2)} {...c} />} />,
};

/** Type 3: a question with its answer (interrupts the video). */
export const Question: Story = {
  render: () => <Card render={(c) => <TextCard event={sampleEvent("TextCard", 3)} {...c} />} />,
};

/** Type 7: question and answer. */
export const QuestionAndAnswer: Story = {
  render: () => <Card render={(c) => <TextCard event={sampleEvent("TextCard", 7)} {...c} />} />,
};

/** Type 8: plain text with a link labelled 去查看 (the default). */
export const PlainText: Story = {
  render: () => <Card render={(c) => <TextCard event={sampleEvent("TextCard", 8)} {...c} />} />,
};

/** The countdown paused by the timer icon. */
export const CountdownPaused: Story = {
  render: () => (
    <Stage>
      <TextCard
        event={sampleEvent("TextCard", 2)}
        remaining={3}
        paused
        onToggleCountdown={() => {}}
        onClose={() => {}}
      />
    </Stage>
  ),
};

/** Type 9, step 0: asking. */
export const QuizAsking: Story = {
  render: () => <Card render={(c) => <QuizCard event={sampleEvent("Quiz")} {...c} remaining={30} />} />,
};

/** Type 9, step 1: the right choice → 正确, the correct answer and the analysis. */
export const QuizCorrect: Story = {
  render: () => (
    <Card render={(c) => <QuizCard event={sampleEvent("Quiz")} initialChoice={1} {...c} remaining={30} />} />
  ),
};

/** Type 9, step 2: a wrong choice → 错误, the correct answer, the learner's answer and the analysis. */
export const QuizWrong: Story = {
  render: () => (
    <Card render={(c) => <QuizCard event={sampleEvent("Quiz")} initialChoice={0} {...c} remaining={30} />} />
  ),
};

/** spec §3: cards in the centre view are 270 × 280. */
export const CentreCardSize: Story = {
  render: () => (
    <div
      style={{
        position: "relative",
        width: CONSTANTS.centreCardWidthPx + 40,
        height: CONSTANTS.centreCardHeightPx + 40,
      }}
    >
      <TextCard
        event={sampleEvent("TextCard", 7)}
        remaining={6}
        paused={false}
        onToggleCountdown={() => {}}
        onClose={() => {}}
      />
    </div>
  ),
};

/** Keyboard: a quiz choice with the focus ring (reached with Tab from the card, which takes focus as it appears). */
export const QuizChoiceFocused: Story = {
  render: () => <Card render={(c) => <QuizCard event={sampleEvent("Quiz")} {...c} remaining={30} />} />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const choice = card.getByRole("button", { name: /按国家规定的出口退税率/ });
    while (canvasElement.ownerDocument.activeElement !== choice) await userEvent.tab();
    await expect(choice).toHaveFocus();
  },
};

/** Keyboard: the close button focused on a text card. */
export const CloseButtonFocused: Story = {
  render: () => <Card render={(c) => <TextCard event={sampleEvent("TextCard", 2)} {...c} />} />,
  play: async ({ canvasElement }) => {
    const close = within(canvasElement).getByRole("button", { name: "关闭" });
    while (canvasElement.ownerDocument.activeElement !== close) await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};
