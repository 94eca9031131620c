import { Schema } from "effect";
import { LiveItemData } from "../catalogue/catalogue.schema";
import { defineContract } from "../contract/contract";
import { IdParam, PageOf, PaginationFields } from "../contract/params";

// Live classes (/live, /liveList, /liveDetail). The spec names no live calls; these are ours. Handlers come with
// the live issue.

export const LiveDetailData = Schema.Struct({
  ...LiveItemData.fields,
  description: Schema.String,
  replayUrl: Schema.NullOr(Schema.String),
});

export const liveList = defineContract({
  name: "liveList",
  method: "GET",
  path: "/api/live/list",
  request: Schema.Struct({ ...PaginationFields, status: Schema.optional(IdParam) }),
  data: PageOf(LiveItemData),
  auth: "optional",
  builtIn: 0,
  summary: "Live classes; `scheduled` is 1 for the ones the learner booked.",
});

export const liveDetail = defineContract({
  name: "liveDetail",
  method: "GET",
  path: "/api/live/detail/:id",
  request: Schema.Struct({ id: IdParam }),
  data: LiveDetailData,
  auth: "optional",
  builtIn: 0,
  summary: "One live class.",
});

export const liveBook = defineContract({
  name: "liveBook",
  method: "POST",
  path: "/api/live/book",
  request: Schema.Struct({ id: IdParam }),
  data: Schema.Struct({ scheduled: Schema.Literal(0, 1) }),
  auth: "required",
  builtIn: 0,
  summary: "Books a live class that has not started (报名预约 → 已预约).",
});

export const liveContracts = { liveList, liveDetail, liveBook } as const;
