import { Either, Schema } from "effect";
import { TreeFormatter } from "effect/ParseResult";
import { MESSAGES } from "../messages";
import {
  ImageOverlayConfigure,
  InteractionEvent,
  InteractionEventMalformed,
  type OverlayRect,
  type ParsedInteractionEvent,
  QuizAnswer,
  TextCardConfigure,
  type TextCardKind,
} from "./video-event.schema";

const clamp = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(Math.max(value, min), max) : min;

/**
 * spec §3 type 1: fractions of the video → percentages, clamped so the rectangle stays inside the video
 * (size first, then the position within the room left).
 */
export const overlayRect = (posX: number, posY: number, posW: number, posH: number): OverlayRect => {
  const width = clamp(posW * 100, 0, 100);
  const height = clamp(posH * 100, 0, 100);
  return {
    left: clamp(posX * 100, 0, 100 - width),
    top: clamp(posY * 100, 0, 100 - height),
    width,
    height,
  };
};

const TEXT_CARD_KINDS: Readonly<Record<number, TextCardKind>> = { 2: "note", 3: "question", 7: "qa", 8: "text" };

const parseJsonField = <A, I>(
  schema: Schema.Schema<A, I, never>,
  field: "configure" | "answer",
  text: string,
): Either.Either<A, InteractionEventMalformed> =>
  Schema.decodeUnknownEither(Schema.parseJson(schema))(text).pipe(
    Either.mapLeft((error) => new InteractionEventMalformed({ field, reason: TreeFormatter.formatErrorSync(error) })),
  );

/**
 * spec §3: read a raw interaction event into its typed variant. Malformed `configure` or `answer` JSON,
 * a bad shape or an unknown type give a typed failure; this never throws.
 */
export const parseInteractionEvent = (raw: unknown): Either.Either<ParsedInteractionEvent, InteractionEventMalformed> =>
  Either.gen(function* () {
    const event = yield* Schema.decodeUnknownEither(InteractionEvent)(raw).pipe(
      Either.mapLeft(
        (error) => new InteractionEventMalformed({ field: "event", reason: TreeFormatter.formatErrorSync(error) }),
      ),
    );
    const timing = {
      id: event.id ?? null,
      type: event.type,
      fileId: event.fileId ?? null,
      pointTime: event.pointTime,
      timeout: event.timeout ?? 0,
      interrupts: event.isInterrupt === 1,
    };
    const content = event.content ?? "";
    const animationUrl = event.animationUrl ?? "";
    const textKind = TEXT_CARD_KINDS[event.type];

    if (event.type === 1) {
      const configure = yield* parseJsonField(ImageOverlayConfigure, "configure", event.configure ?? "");
      const special = configure.special === true || configure.special === 1;
      return {
        ...timing,
        _tag: "ImageOverlay",
        rect: overlayRect(configure.posX, configure.posY, configure.posW, configure.posH),
        special,
        animationUrl,
        content,
      } as const;
    }
    if (textKind) {
      // An empty configure means no link; anything else must be valid JSON.
      const configure: typeof TextCardConfigure.Type = event.configure?.trim()
        ? yield* parseJsonField(TextCardConfigure, "configure", event.configure)
        : {};
      return {
        ...timing,
        _tag: "TextCard",
        kind: textKind,
        content,
        answer: event.answer ?? "",
        htmlRouter: configure.htmlRouter || null,
        jumpText: configure.jumpText || MESSAGES.defaultJumpText,
      } as const;
    }
    if (event.type === 9) {
      const answer = yield* parseJsonField(QuizAnswer, "answer", event.answer ?? "");
      return {
        ...timing,
        _tag: "Quiz",
        content,
        answer1: answer.answer1,
        answer2: answer.answer2,
        isTrue: Number(answer.isTrue) as 0 | 1,
        analysis: answer.analysis ?? "",
      } as const;
    }
    if (event.type === 5) return { ...timing, _tag: "OpeningClip", animationUrl } as const;
    if (event.type === 6) return { ...timing, _tag: "ClosingClip", animationUrl } as const;
    return yield* Either.left(
      new InteractionEventMalformed({ field: "type", reason: `unsupported interaction type ${event.type}` }),
    );
  });

/** spec §4: the event shown at a playback time is the one whose pointTime equals the time truncated to seconds. */
export const eventAt = <E extends { readonly pointTime: number }>(
  events: ReadonlyArray<E>,
  currentTime: number,
): E | undefined => {
  const second = Math.trunc(currentTime);
  return events.find((event) => event.pointTime === second);
};

/** spec §4 quiz steps: 0 asking, 1 correct, 2 wrong. */
export const QUIZ_STEP = { asking: 0, correct: 1, wrong: 2 } as const;
export type QuizStep = (typeof QUIZ_STEP)[keyof typeof QUIZ_STEP];

/** spec §4: the choice (0 or 1) is right when it equals isTrue. */
export const quizOutcome = (choice: number, isTrue: number): 1 | 2 =>
  choice === isTrue ? QUIZ_STEP.correct : QUIZ_STEP.wrong;

/** What the quiz result shows (spec §4): the right answer, the learner's answer when wrong, and the analysis. */
export interface QuizResultView {
  readonly step: 1 | 2;
  readonly correctAnswer: string;
  /** Only when the choice was wrong. */
  readonly chosenAnswer: string | null;
  readonly analysis: string;
}

/** spec §4 quiz result for a choice (0 → answer1, 1 → answer2). */
export const quizResultView = (
  quiz: { readonly answer1: string; readonly answer2: string; readonly isTrue: 0 | 1; readonly analysis: string },
  choice: 0 | 1,
): QuizResultView => {
  const answers = [quiz.answer1, quiz.answer2] as const;
  const step = quizOutcome(choice, quiz.isTrue);
  return {
    step,
    correctAnswer: answers[quiz.isTrue],
    chosenAnswer: step === QUIZ_STEP.wrong ? answers[choice] : null,
    analysis: quiz.analysis,
  };
};
