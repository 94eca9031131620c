import { OrgConfig, STORAGE_KEYS } from "@taxlearn/core";
import { Either, Schema } from "effect";

/**
 * Every value the site keeps in browser storage, each with its key and the schema of its stored text. Reads decode
 * with the schema and treat a value that does not decode (hand-edited, written by an older build) as absent;
 * writes encode with the same schema.
 */
export interface StoredValue<A, I extends string = string> {
  readonly key: string;
  readonly schema: Schema.Schema<A, I>;
}

const stored = <A, I extends string>(key: string, schema: Schema.Schema<A, I>): StoredValue<A, I> => ({ key, schema });

/** A flag stored as "1"/"0" (spec §3). */
const Flag = Schema.transform(Schema.Literal("1", "0"), Schema.Boolean, {
  strict: true,
  decode: (text) => text === "1",
  encode: (flag) => (flag ? "1" : "0"),
});

/** A JSON object whose fields are not read here (kept whole, written back whole). */
const JsonObject = Schema.Record({ key: Schema.String, value: Schema.Unknown });

/** The learner's profile as `GET /api/user/info` gave it; the session reads only its name. */
const StoredProfile = Schema.Struct({ username: Schema.optional(Schema.String) }, JsonObject);

const PositiveId = Schema.Number.pipe(Schema.int(), Schema.positive());

/** The region whose column /home shows (catalogue's region choice). */
/** Anything else where a city should be: no city (the province still counts). */
const NoCity = Schema.transform(Schema.Unknown, Schema.Null, { strict: true, decode: () => null, encode: () => null });

const StoredRegion = Schema.Struct({
  provinceId: PositiveId,
  cityId: Schema.optionalWith(Schema.Union(PositiveId, Schema.Null, NoCity), { default: () => null }),
});

/** A company-only org link's enrolment ticket, kept until the learner has logged in or registered (decision 070). */
const StoredOrgEnrolment = Schema.Struct({
  ticket: Schema.NonEmptyString,
  orgId: Schema.NonEmptyString,
  companyId: Schema.NonEmptyString,
  orgName: Schema.String,
  /** epoch milliseconds */
  expiresAt: Schema.Number,
});

/** Local storage: the keys of spec §3 (core's STORAGE_KEYS) and the ones the site adds. */
export const LOCAL_STORED = {
  token: stored(STORAGE_KEYS.token, Schema.String),
  userInfo: stored(STORAGE_KEYS.userInfo, Schema.parseJson(StoredProfile)),
  logoUrl: stored(STORAGE_KEYS.logoUrl, Schema.String),
  isOrgLogin: stored(STORAGE_KEYS.isOrgLogin, Flag),
  isYunHeOrg: stored(STORAGE_KEYS.isYunHeOrg, Flag),
  orgInfo: stored(STORAGE_KEYS.orgInfo, Schema.parseJson(JsonObject)),
  orgId: stored(STORAGE_KEYS.orgId, Schema.String),
  orgSecret: stored(STORAGE_KEYS.orgSecret, Schema.String),
  orgSymbol: stored(STORAGE_KEYS.orgSymbol, Schema.String),
  companyId: stored(STORAGE_KEYS.companyId, Schema.String),
  orgIdOfCompany: stored(STORAGE_KEYS.orgIdOfCompany, Schema.String),
  deviceId: stored(STORAGE_KEYS.deviceId, Schema.NonEmptyString),
  /** The organisation config (spec §3 names no key for it), stored resolved. */
  orgConfig: stored("orgConfig", Schema.parseJson(OrgConfig)),
  /** The region chosen on /course/region. */
  catalogueRegion: stored("catalogueRegion", Schema.parseJson(StoredRegion)),
  /** The pending enrolment of a company-only org link. */
  orgEnrolment: stored("orgEnrolment", Schema.parseJson(StoredOrgEnrolment)),
} as const;

/** Session storage: what lives only as long as the tab. */
export const SESSION_STORED = {
  /** Scroll positions by history entry (keep-alive of spec §4). */
  scrollPositions: stored(
    "taxlearn:scroll",
    Schema.parseJson(Schema.Record({ key: Schema.String, value: Schema.Number })),
  ),
  /** The path reloaded once after a chunk failed to load (spec §2). */
  chunkRetry: stored("taxlearn:chunk-retry", Schema.NonEmptyString),
} as const;

/** The decoded value, or null when it is absent, does not decode, or storage cannot be read (disabled). */
export function readStored<A, I extends string>(storage: Pick<Storage, "getItem">, value: StoredValue<A, I>): A | null {
  let text: string | null;
  try {
    text = storage.getItem(value.key);
  } catch {
    return null;
  }
  if (text === null) return null;
  return Either.getOrNull(Schema.decodeUnknownEither(value.schema)(text));
}

export function writeStored<A, I extends string>(
  storage: Pick<Storage, "setItem">,
  value: StoredValue<A, I>,
  data: A,
): void {
  storage.setItem(value.key, Schema.encodeSync(value.schema)(data));
}

export function removeStored<A, I extends string>(
  storage: Pick<Storage, "removeItem">,
  value: StoredValue<A, I>,
): void {
  storage.removeItem(value.key);
}
