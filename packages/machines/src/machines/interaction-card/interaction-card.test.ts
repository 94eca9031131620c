import { QUIZ_STEP } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor, SimulatedClock } from "xstate";
import { connectQuiz } from "../quiz/quiz.connect";
import { connectInteractionCard } from "./interaction-card.connect";
import { SAMPLE_INTERACTION_EVENTS } from "./interaction-card.fixture";
import { interactionCardMachine } from "./interaction-card.machine";

function start() {
  const player = { paused: false, seeks: [] as number[], resumed: 0 };
  const clock = new SimulatedClock();
  const machine = interactionCardMachine.provide({
    actions: {
      pauseVideo: () => {
        player.paused = true;
      },
      resumeVideo: () => {
        player.paused = false;
        player.resumed++;
      },
      seekVideo: (_: unknown, params: { time: number }) => void player.seeks.push(params.time),
    },
  });
  const actor = createActor(machine, { input: { events: SAMPLE_INTERACTION_EVENTS }, clock }).start();
  const time = (currentTime: number) => actor.send({ type: "VIDEO.TIMEUPDATE", currentTime });
  return { actor, clock, player, time, view: () => connectInteractionCard(actor.getSnapshot(), actor.send) };
}

describe("interactionCardMachine", () => {
  it("shows the card whose pointTime equals the truncated time, once per pass of that second", () => {
    const { time, view, actor } = start();
    time(2.9);
    expect(view().card).toBeNull();
    time(3.99);
    expect(view().card).toMatchObject({ pointTime: 3, content: "注意申报期限" });
    actor.send({ type: "CARD.CLOSE" });
    time(3.5);
    expect(view().card).toBeNull();
    time(4.1);
    time(3.2);
    expect(view().card?.pointTime).toBe(3);
  });

  it("counts down one tick a second from timeout; at 0 closes and resumes play", () => {
    const { time, view, clock, player } = start();
    time(3.1);
    expect(view()).toMatchObject({ remaining: 2, hasCountdown: true });
    clock.increment(999);
    expect(view().remaining).toBe(2);
    clock.increment(1);
    expect(view().remaining).toBe(1);
    clock.increment(1000);
    expect(view()).toMatchObject({ card: null, remaining: 0 });
    expect(player.resumed).toBe(1);
  });

  it("the timer icon pauses and resumes the countdown", () => {
    const { time, view, clock, actor } = start();
    time(3.1);
    actor.send({ type: "TIMER.TOGGLE" });
    clock.increment(5000);
    expect(view()).toMatchObject({ remaining: 2, countdownPaused: true });
    view().toggleTimer();
    clock.increment(1000);
    expect(view()).toMatchObject({ remaining: 1, countdownPaused: false });
  });

  it("an interrupting card pauses the video and seeks one second past its point; close resumes", () => {
    const { time, view, player } = start();
    time(5.4);
    expect(player).toMatchObject({ paused: true, seeks: [6] });
    view().close();
    expect(player.paused).toBe(false);
    expect(view().card).toBeNull();
  });

  it("hands the quiz to quizMachine", () => {
    const { time, actor } = start();
    time(5.0);
    actor.send({ type: "QUIZ.CHOOSE", choice: 1 });
    const quiz = actor.getSnapshot().children.quiz as AnyActorRef;
    const view = connectQuiz(quiz.getSnapshot(), quiz.send);
    expect(view).toMatchObject({ step: QUIZ_STEP.wrong, correctAnswer: "免抵退", userAnswer: "先征后退" });
  });

  it("a card coming due while another shows replaces it: the other closes as if closed", () => {
    const { time, view, player, actor } = start();
    time(3.1);
    time(4.2);
    expect(view().card?.pointTime).toBe(3);
    time(5.4);
    // the quiz interrupts: the text card closed (play resumed), then the quiz paused and sought past its point
    expect(view()).toMatchObject({ card: { pointTime: 5, interrupts: true }, remaining: 1 });
    expect(player).toMatchObject({ paused: true, seeks: [6], resumed: 1 });
    expect(actor.getSnapshot().children.quiz).toBeDefined();
    time(5.9);
    expect(view().card?.pointTime).toBe(5);
  });

  it("a non-interrupting card replacing another lets the video play, with its own countdown", () => {
    const { time, view, player, actor, clock } = start();
    time(8.0);
    clock.increment(5_000);
    time(3.3);
    expect(view()).toMatchObject({ card: { pointTime: 3 }, remaining: 2, hasCountdown: true });
    expect(player).toMatchObject({ paused: false, seeks: [], resumed: 1 });
    expect(actor.getSnapshot().children.quiz).toBeUndefined();
  });

  it("the time update from an interrupting card's seek does not replace it with the card at that second", () => {
    const { time, view, player } = start();
    time(5.4);
    // the player reports the seek to 6 s, where the text card at 6 sits: the quiz holds the video
    time(6.0);
    expect(view().card).toMatchObject({ pointTime: 5, _tag: "Quiz" });
    expect(player).toMatchObject({ paused: true, seeks: [6], resumed: 0 });
    view().close();
    // the card at 6 was skipped for this pass: playing on through second 6 does not bring it up
    time(6.3);
    expect(view().card).toBeNull();
    time(7.1);
    time(6.5);
    expect(view().card).toMatchObject({ pointTime: 6, content: "免抵退的计算" });
  });

  it("an interrupting card is not replaced by any card coming due, only closed or timed out", () => {
    const { time, view, clock, player } = start();
    time(5.1);
    for (const currentTime of [3.2, 6.1, 8.4]) {
      time(currentTime);
      expect(view().card?.pointTime).toBe(5);
    }
    expect(player).toMatchObject({ paused: true, seeks: [6], resumed: 0 });
    // its countdown (timeout 1) ends it: play resumes
    clock.increment(1_000);
    expect(view().card).toBeNull();
    expect(player).toMatchObject({ paused: false, resumed: 1 });
  });

  it("an answered quiz stays up until closed: a card coming due does not replace it", () => {
    const { time, view, actor } = start();
    time(5.1);
    actor.send({ type: "TIMER.TOGGLE" });
    actor.send({ type: "QUIZ.CHOOSE", choice: 0 });
    time(6.2);
    expect(view().card?.pointTime).toBe(5);
    expect(actor.getSnapshot().children.quiz?.getSnapshot().value).toBe("correct");
  });

  it("a card with timeout 0 stays until closed; clips never show as cards", () => {
    const { time, view, clock } = start();
    time(0.2);
    expect(view().card).toBeNull();
    time(8.0);
    clock.increment(60_000);
    expect(view()).toMatchObject({ card: { content: "本节小结" }, hasCountdown: false });
  });
});
