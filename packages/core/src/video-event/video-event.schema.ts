import { Schema } from "effect";
import { Id, Nullish, NumericField } from "../shared/fields.schema";

/** spec §3 video interaction event (anchor), as the API sends it. */
export const InteractionEvent = Schema.Struct({
  id: Nullish(Id),
  type: NumericField,
  fileId: Nullish(Id),
  /** The second of the lecture at which the event appears. */
  pointTime: NumericField,
  /** Seconds the card stays up. */
  timeout: Nullish(NumericField),
  /** 1 pauses the video while the card is up. */
  isInterrupt: Nullish(NumericField),
  content: Nullish(Schema.String),
  answer: Nullish(Schema.String),
  animationUrl: Nullish(Schema.String),
  /** JSON text: a rectangle for type 1, link settings for text cards. */
  configure: Nullish(Schema.String),
});
export type InteractionEvent = typeof InteractionEvent.Type;

/** Type 1 configure: position and size as fractions of the video. */
export const ImageOverlayConfigure = Schema.Struct({
  posX: NumericField,
  posY: NumericField,
  posW: NumericField,
  posH: NumericField,
  special: Nullish(Schema.Union(Schema.Boolean, NumericField)),
});

/** Text-card configure (types 2, 3, 7, 8): an optional link and its label. */
export const TextCardConfigure = Schema.Struct({
  htmlRouter: Nullish(Schema.String),
  jumpText: Nullish(Schema.String),
});

/** Type 9 answer: two choices, the index of the right one, and an explanation. */
export const QuizAnswer = Schema.Struct({
  answer1: Schema.String,
  answer2: Schema.String,
  isTrue: Schema.Union(Schema.Literal(0, 1), Schema.Literal("0", "1")),
  analysis: Nullish(Schema.String),
});

/** An overlay rectangle in percentages of the video, always inside it. */
export interface OverlayRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

interface EventTiming {
  readonly id: Id | null;
  readonly type: number;
  readonly fileId: Id | null;
  readonly pointTime: number;
  readonly timeout: number;
  /** isInterrupt 1: the video pauses while the card is up. */
  readonly interrupts: boolean;
}

export type TextCardKind = "note" | "question" | "qa" | "text";

/** spec §3: the event, typed by its kind. */
export type ParsedInteractionEvent =
  | (EventTiming & {
      readonly _tag: "ImageOverlay";
      readonly rect: OverlayRect;
      readonly special: boolean;
      readonly animationUrl: string;
      readonly content: string;
    })
  | (EventTiming & {
      readonly _tag: "TextCard";
      readonly kind: TextCardKind;
      readonly content: string;
      readonly answer: string;
      readonly htmlRouter: string | null;
      readonly jumpText: string;
    })
  | (EventTiming & {
      readonly _tag: "Quiz";
      readonly content: string;
      readonly answer1: string;
      readonly answer2: string;
      readonly isTrue: 0 | 1;
      readonly analysis: string;
    })
  | (EventTiming & { readonly _tag: "OpeningClip"; readonly animationUrl: string })
  | (EventTiming & { readonly _tag: "ClosingClip"; readonly animationUrl: string });

/** The event could not be read: bad shape, unknown type, or malformed configure/answer JSON. */
export class InteractionEventMalformed extends Schema.TaggedError<InteractionEventMalformed>()(
  "InteractionEventMalformed",
  {
    field: Schema.Literal("event", "type", "configure", "answer"),
    reason: Schema.String,
  },
) {}
