import type { Contract } from "@taxlearn/api";
import { Arbitrary, FastCheck as fc, Schema } from "effect";

/*
 * Requests for contract fuzzing: fields generated from a contract's request schema (effect's `Arbitrary.make`,
 * encoded the way a client sends them), then bent into hostile shapes — wrong types, int4 and float boundaries,
 * overlong text, broken percent-escapes and UTF-8, NUL, lone surrogates, missing and extra fields (`__proto__`),
 * odd headers, and form / JSON / multipart / garbage bodies.
 *
 * effect's own fast-check (`FastCheck`) is used, not the root fast-check 4: `Arbitrary.make` builds arbitraries for
 * the fast-check it bundles, and mixing the two majors breaks some of them (`Schema.Unknown`'s `anything()`).
 */

/** One field value: the text a form or query carries (null: only JSON can carry it) and its raw JSON text. */
export interface FieldValue {
  readonly text: string | null;
  readonly json: string;
  /** Put into a URL or form body as it is, so broken percent-escapes stay broken. */
  readonly verbatim?: boolean;
}

export type Transport =
  | "query"
  | "form"
  | "json"
  | "multipart"
  | "garbage-json"
  | "garbage-multipart"
  | "multipart-no-boundary"
  | "text-plain"
  | "invalid-utf8-form"
  | "deep-json";

export interface HostileRequest {
  readonly fields: ReadonlyArray<readonly [string, FieldValue]>;
  readonly transport: Transport;
  readonly auth: AuthVariant;
  readonly requestId: string | null;
  readonly orgHeader: string | null;
}

export type AuthVariant =
  | "learner"
  | "none"
  | "empty-bearer"
  | "garbage-bearer"
  | "basic"
  | "huge-bearer"
  | "accesstoken-garbage"
  | "both-learner-and-garbage";

/** JSON 20 000 levels deep in about 40 KB: what once overflowed the stack of 90 POST routes. */
export const DEEP_JSON = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;

/** Spellings `Number()` reads as an id that are not its digits (`/detail/1001%20` once read as 1001). */
export const PADDED_IDS = ["7 ", " 7", "7\t", "7\n", "+7", "7.0", "7e0", "0x7", "7\u00a0"] as const;

const text = (value: string): FieldValue => ({ text: value, json: JSON.stringify(value) });
const verbatim = (value: string): FieldValue => ({ text: value, json: JSON.stringify(value), verbatim: true });
const jsonOnly = (raw: string): FieldValue => ({ text: null, json: raw });

/** Texts a form, a query or a path can carry. */
export const HOSTILE_TEXTS: readonly FieldValue[] = [
  ...[
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "99999999999",
    "9007199254740993",
    "1e309",
    "-1e309",
    "1e-400",
    "-0",
    "0",
    "-1",
    "1.5",
    "NaN",
    "Infinity",
    "0x1F",
    "1e3",
    " 7 ",
    "",
    " ",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "\u0000",
    "1\u0000",
    "a\u0000b",
    "\ud800",
    "\udfff\ud800x",
    "\u202e\u200b",
    "😀".repeat(300),
    "税".repeat(3000),
    "x".repeat(70_000),
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../../etc/passwd",
    "a\r\nb",
    "13800000001",
    "__proto__",
    ...PADDED_IDS,
    // JSON text for fields that hold JSON (a tracking event's jsonParam, an exam's answers)
    DEEP_JSON,
    `{"a":${DEEP_JSON}}`,
  ].map(text),
  // broken percent-escapes and byte sequences that are not UTF-8
  ...["%", "%zz", "%E4%B8", "%FF%FE", "%C0%AF", "%00", "%ED%A0%80", "%%%", "a%2", "7%20", "%207", "7%09"].map(verbatim),
];

/** Values only a JSON body can carry (numbers past the JSON safe range, other types, deep nesting). */
export const HOSTILE_JSON: readonly FieldValue[] = [
  "2147483648",
  "-2147483649",
  "99999999999",
  "9007199254740993",
  "1e309",
  "-1e309",
  "1e-400",
  "-0",
  "1.5",
  "-1",
  "0",
  "null",
  "true",
  "false",
  "[]",
  "{}",
  "[1,2]",
  '["13800000001"]',
  '{"__proto__":{"admin":true}}',
  '"\\ud800"',
  '"\\u0000"',
  `${"[".repeat(2000)}${"]".repeat(2000)}`,
  DEEP_JSON,
  `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`,
].map(jsonOnly);

const EXTRA_KEYS = ["__proto__", "constructor", "prototype", "userId", "uid", "user_id", "toString", "hasOwnProperty"];

const HOSTILE_REQUEST_IDS = [
  "",
  "x".repeat(10_000),
  "../../../x",
  "<script>",
  "é\t\u00ff",
  "a b c",
  "%00",
  "0".repeat(65),
];
const HOSTILE_ORG_HEADERS = ["13", "abc", "99999999999", "2147483648", "-1", " 13 ", "0", "1e3", "999999999", "13,12"];

const anyOf = <T>(values: readonly T[]) => fc.constantFrom(...values);

/** Encoded request fields from the contract's schema: what a well-behaved client would send. */
export const wellFormedFields = (contract: Contract): fc.Arbitrary<Array<[string, FieldValue]>> => {
  const encode = Schema.encodeSync(contract.request as Schema.Schema<unknown, unknown>);
  return Arbitrary.make(contract.request as Schema.Schema<unknown, unknown>).map((value) => {
    const encoded = encode(value) as Record<string, unknown>;
    return Object.entries(encoded)
      .filter(([, v]) => v !== undefined)
      .map(([key, v]): [string, FieldValue] => {
        if (typeof v === "string") return [key, text(v)];
        // a JSON number or flag: a form sends its decimal text
        return [
          key,
          { text: typeof v === "number" || typeof v === "boolean" ? String(v) : null, json: JSON.stringify(v) },
        ];
      });
  });
};

type Mutation =
  | { kind: "none" }
  | { kind: "replace"; index: number; value: FieldValue }
  | { kind: "drop"; index: number }
  | { kind: "extra"; key: string; value: FieldValue }
  | { kind: "all"; value: FieldValue };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Mutation>({ kind: "none" }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("replace" as const),
      index: fc.nat(),
      value: anyOf([...HOSTILE_TEXTS, ...HOSTILE_JSON]),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const), index: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("extra" as const),
      key: anyOf(EXTRA_KEYS),
      value: anyOf([...HOSTILE_TEXTS.slice(0, 12), ...HOSTILE_JSON]),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("all" as const), value: anyOf(HOSTILE_TEXTS) }) },
);

const applyMutation = (fields: Array<[string, FieldValue]>, m: Mutation, pathNames: readonly string[]) => {
  const out = [...fields];
  // path parameters always exist in a URL, so every field (including them) can be replaced, not every one dropped
  if (m.kind === "replace" && out.length > 0) {
    const i = m.index % out.length;
    out[i] = [out[i]![0], m.value];
  } else if (m.kind === "drop") {
    const droppable = out.filter(([k]) => !pathNames.includes(k));
    if (droppable.length > 0) {
      const victim = droppable[m.index % droppable.length]![0];
      return out.filter(([k]) => k !== victim);
    }
  } else if (m.kind === "extra") {
    out.push([m.key, m.value]);
  } else if (m.kind === "all") {
    return out.map(([k]): [string, FieldValue] => [k, m.value]);
  }
  return out;
};

const AUTH_VARIANTS: readonly AuthVariant[] = [
  "none",
  "empty-bearer",
  "garbage-bearer",
  "basic",
  "huge-bearer",
  "accesstoken-garbage",
  "both-learner-and-garbage",
];

/** Hostile requests for one contract; GET contracts travel in the query, the others in every body shape. */
export const hostileRequest = (contract: Contract): fc.Arbitrary<HostileRequest> => {
  const pathNames = pathParamNames(contract.path);
  const transports: Transport[] =
    contract.method === "GET"
      ? ["query"]
      : [
          "form",
          "json",
          "multipart",
          "query",
          "garbage-json",
          "garbage-multipart",
          "multipart-no-boundary",
          "text-plain",
          "invalid-utf8-form",
          "deep-json",
        ];
  return fc.record({
    fields: fc.tuple(wellFormedFields(contract), mutation).map(([fields, m]) => applyMutation(fields, m, pathNames)),
    transport: fc.constantFrom(...transports),
    auth: fc.oneof(
      { weight: 4, arbitrary: fc.constant<AuthVariant>("learner") },
      { weight: 3, arbitrary: anyOf(AUTH_VARIANTS) },
    ),
    requestId: fc.oneof(
      { weight: 4, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: anyOf(HOSTILE_REQUEST_IDS) },
    ),
    orgHeader: fc.oneof(
      { weight: 5, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: anyOf(HOSTILE_ORG_HEADERS) },
    ),
  });
};

export const pathParamNames = (path: string): string[] =>
  path
    .split("/")
    .filter((s) => s.startsWith(":"))
    .map((s) => s.slice(1));

/** Percent-encodes the UTF-8 bytes of a value (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encodeText = (value: FieldValue): string => {
  const raw = value.text ?? value.json;
  if (value.verbatim) return raw;
  let out = "";
  for (const byte of Buffer.from(raw, "utf8")) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
};

const BOUNDARY = "----taxlearnFuzzBoundary7MA4YWxk";

export interface BuiltRequest {
  readonly path: string;
  readonly init: RequestInit;
  readonly description: string;
}

/** The URL, headers and body of a hostile request. */
export function buildRequest(contract: Contract, request: HostileRequest, learnerToken: string): BuiltRequest {
  const pathNames = pathParamNames(contract.path);
  const pathValues = new Map(request.fields.filter(([k]) => pathNames.includes(k)));
  const rest = request.fields.filter(([k]) => !pathNames.includes(k));
  const path = contract.path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = pathValues.get(segment.slice(1));
      // an empty segment would route elsewhere; a missing one is "the value is empty"
      return value ? encodeText(value) || "%20" : "%20";
    })
    .join("/");

  const headers: Record<string, string> = {};
  switch (request.auth) {
    case "learner":
      headers.authorization = `Bearer ${learnerToken}`;
      break;
    case "empty-bearer":
      headers.authorization = "Bearer ";
      break;
    case "garbage-bearer":
      headers.authorization = "Bearer not-a-token\u00ff\u00e9";
      break;
    case "basic":
      headers.authorization = "Basic YWRtaW46YWRtaW4=";
      break;
    case "huge-bearer":
      headers.authorization = `Bearer ${"A".repeat(16_000)}`;
      break;
    case "accesstoken-garbage":
      headers.accesstoken = "' OR 1=1 --";
      break;
    case "both-learner-and-garbage":
      headers.authorization = `Bearer ${learnerToken}x`;
      headers.accesstoken = learnerToken;
      break;
    case "none":
      break;
  }
  if (request.requestId !== null) headers["x-request-id"] = request.requestId;
  if (request.orgHeader !== null) headers.orgId = request.orgHeader;

  const formText = (fields: typeof rest) =>
    fields
      .filter(([, v]) => v.text !== null)
      .map(([k, v]) => `${encodeText(text(k))}=${encodeText(v)}`)
      .join("&");

  let url = path;
  let body: string | Buffer | undefined;
  const transport = contract.method === "GET" ? "query" : request.transport;
  switch (transport) {
    case "query": {
      const query = formText(rest);
      if (query !== "") url += `?${query}`;
      break;
    }
    case "form":
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = formText(rest);
      break;
    case "invalid-utf8-form": {
      headers["content-type"] = "application/x-www-form-urlencoded";
      const bytes = Buffer.from(formText(rest), "latin1");
      body = Buffer.concat([bytes, Buffer.from([0x26, 0x78, 0x3d, 0xff, 0xfe, 0xc3, 0x28])]);
      break;
    }
    case "json":
      headers["content-type"] = "application/json";
      body = `{${rest.map(([k, v]) => `${JSON.stringify(k)}:${v.json}`).join(",")}}`;
      break;
    case "multipart": {
      headers["content-type"] = `multipart/form-data; boundary=${BOUNDARY}`;
      const parts = rest
        .filter(([, v]) => v.text !== null)
        .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v.text}\r\n`);
      body = `${parts.join("")}--${BOUNDARY}--\r\n`;
      break;
    }
    case "deep-json":
      // the whole body one array 20 000 levels deep, the fields beside it in the query
      headers["content-type"] = "application/json";
      body = DEEP_JSON;
      if (rest.length > 0) url += `?${formText(rest)}`;
      break;
    case "garbage-json":
      headers["content-type"] = "application/json";
      body = `{"${rest[0]?.[0] ?? "x"}": ${rest[0]?.[1].json ?? "1"},,}`;
      break;
    case "garbage-multipart":
      headers["content-type"] = `multipart/form-data; boundary=${BOUNDARY}`;
      body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name=\r\n\r\n\u0000\u00ff garbage`;
      break;
    case "multipart-no-boundary":
      headers["content-type"] = "multipart/form-data";
      body = "a=1&b=2";
      break;
    case "text-plain":
      headers["content-type"] = "text/plain";
      body = formText(rest);
      break;
  }
  const shown = (v: FieldValue) => (v.text ?? v.json).slice(0, 40);
  const description = `${contract.method} ${url.slice(0, 120)} [${transport}, auth ${request.auth}${
    request.requestId !== null ? `, x-request-id ${request.requestId.length} chars` : ""
  }${request.orgHeader !== null ? `, orgId ${JSON.stringify(request.orgHeader)}` : ""}] ${rest
    .map(([k, v]) => `${k}=${JSON.stringify(shown(v))}`)
    .join(" ")
    .slice(0, 300)}`;
  return { path: url, init: { method: contract.method, headers, body }, description };
}
