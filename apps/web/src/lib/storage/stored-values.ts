import { type OrgConfig, STORAGE_KEYS } from "@taxlearn/core";

/**
 * Every value the site keeps in browser storage, each with its key and the codec of its stored text. Reads decode
 * and treat a value that does not decode (hand-edited, written by an older build) as absent (null); writes encode.
 * The codecs are small hand checks, not effect's Schema, because the session and the organisation are read before
 * the first paint and Schema would be part of every page's first download (decision 108); stored-values.test.ts
 * holds the schemas they replace and checks both give the same answers.
 */
export interface StoredValue<A> {
  readonly key: string;
  /** The value, or null when the text does not decode. */
  readonly decode: (text: string) => A | null;
  readonly encode: (value: A) => string;
}

type Json = Record<string, unknown>;

const stored = <A>(key: string, decode: (text: string) => A | null, encode: (value: A) => string): StoredValue<A> => ({
  key,
  decode,
  encode,
});

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * JSON text whose value passes `check` (which returns the decoded value or null). An object's own `__proto__` key is
 * dropped, as the schemas these codecs replaced did: stored text is anyone's to edit, and a copy made with
 * `Object.assign` would otherwise take it as the prototype.
 */
const json =
  <A>(check: (value: unknown) => A | null) =>
  (text: string): A | null => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
    if (isObject(value) && Object.hasOwn(value, "__proto__")) Reflect.deleteProperty(value, "__proto__");
    return check(value);
  };

const text = stored<string>(
  "",
  (value) => value,
  (value) => value,
);
const textAt = (key: string): StoredValue<string> => ({ ...text, key });
const nonEmptyAt = (key: string): StoredValue<string> => ({ ...text, key, decode: (value) => (value ? value : null) });

/** A flag stored as "1"/"0" (spec §3). */
const flagAt = (key: string) =>
  stored<boolean>(
    key,
    (value) => (value === "1" ? true : value === "0" ? false : null),
    (flag) => (flag ? "1" : "0"),
  );

/** The learner's profile as `GET /api/user/info` gave it; the session reads only its name (kept whole). */
export type StoredProfile = Json & { readonly username?: string };
const checkProfile = (value: unknown): StoredProfile | null =>
  isObject(value) && (value.username === undefined || typeof value.username === "string") ? value : null;

const isPositiveId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;

/** The region whose column /home shows (catalogue's region choice); anything but a city id reads as no city. */
export interface StoredRegion {
  readonly provinceId: number;
  readonly cityId: number | null;
}
const checkRegion = (value: unknown): StoredRegion | null =>
  isObject(value) && isPositiveId(value.provinceId)
    ? { provinceId: value.provinceId, cityId: isPositiveId(value.cityId) ? value.cityId : null }
    : null;

/** A company-only org link's enrolment ticket, kept until the learner has logged in or registered (decision 070). */
export interface StoredOrgEnrolment {
  readonly ticket: string;
  readonly orgId: string;
  readonly companyId: string;
  readonly orgName: string;
  /** epoch milliseconds */
  readonly expiresAt: number;
}
const isNonEmpty = (value: unknown): value is string => typeof value === "string" && value !== "";
const checkEnrolment = (value: unknown): StoredOrgEnrolment | null =>
  isObject(value) &&
  isNonEmpty(value.ticket) &&
  isNonEmpty(value.orgId) &&
  isNonEmpty(value.companyId) &&
  typeof value.orgName === "string" &&
  typeof value.expiresAt === "number"
    ? {
        ticket: value.ticket,
        orgId: value.orgId,
        companyId: value.companyId,
        orgName: value.orgName,
        expiresAt: value.expiresAt,
      }
    : null;

/** A number, or its text as core's NumericField reads it (effect's NumberFromString); undefined when neither. */
const numeric = (value: unknown): number | undefined => {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return undefined;
  if (value === "NaN") return Number.NaN;
  if (value === "Infinity") return Number.POSITIVE_INFINITY;
  if (value === "-Infinity") return Number.NEGATIVE_INFINITY;
  if (value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
};

const configText = (given: unknown) => (typeof given === "string" ? given : undefined);
const configMenu = (given: unknown) => {
  if (!Array.isArray(given)) return undefined;
  const numbers = given.map(numeric);
  return numbers.every((entry) => entry !== undefined) ? numbers : undefined;
};
const configPage = (given: unknown) => (typeof given === "string" || typeof given === "number" ? given : undefined);

/** core's OrgConfig fields in its order (the order they are written in), each with its reader. */
const ORG_CONFIG_FIELDS: ReadonlyArray<readonly [string, (given: unknown) => unknown]> = [
  ["isShowTop", numeric],
  ["isShowLogo", numeric],
  ["logo", configText],
  ["logoPc", configText],
  ["menu", configMenu],
  ["defaultPage", configPage],
  ["isShowSideBar", numeric],
  ["isShowAi", numeric],
  ["isIframe", numeric],
  ["courseMode", numeric],
  ["caseDetailMode", numeric],
  ["policyDetailMode", numeric],
  ["isShowCaseDetailAd", numeric],
  ["isShowDownload", numeric],
  ["isShowPrint", numeric],
  ["extendCourseMode", numeric],
];

/** The organisation config (core's OrgConfig): every field may be missing or null; numbers may be text. */
const checkOrgConfig = (value: unknown): OrgConfig | null => {
  if (!isObject(value)) return null;
  const config: Record<string, unknown> = {};
  for (const [key, read] of ORG_CONFIG_FIELDS) {
    if (!(key in value)) continue;
    const given = value[key];
    const decoded = given === null || given === undefined ? given : read(given);
    if (decoded === undefined && given !== undefined) return null;
    config[key] = decoded;
  }
  return config as OrgConfig;
};

/** Local storage: the keys of spec §3 (core's STORAGE_KEYS) and the ones the site adds. */
export const LOCAL_STORED = {
  token: textAt(STORAGE_KEYS.token),
  userInfo: stored(STORAGE_KEYS.userInfo, json(checkProfile), JSON.stringify),
  logoUrl: textAt(STORAGE_KEYS.logoUrl),
  isOrgLogin: flagAt(STORAGE_KEYS.isOrgLogin),
  isYunHeOrg: flagAt(STORAGE_KEYS.isYunHeOrg),
  orgInfo: stored<Json>(
    STORAGE_KEYS.orgInfo,
    json((value) => (isObject(value) ? value : null)),
    JSON.stringify,
  ),
  orgId: textAt(STORAGE_KEYS.orgId),
  orgSecret: textAt(STORAGE_KEYS.orgSecret),
  orgSymbol: textAt(STORAGE_KEYS.orgSymbol),
  companyId: textAt(STORAGE_KEYS.companyId),
  orgIdOfCompany: textAt(STORAGE_KEYS.orgIdOfCompany),
  deviceId: nonEmptyAt(STORAGE_KEYS.deviceId),
  /** The organisation config (spec §3 names no key for it), stored resolved. */
  orgConfig: stored("orgConfig", json(checkOrgConfig), (config) => JSON.stringify(checkOrgConfig(config))),
  /** The region chosen on /course/region. */
  catalogueRegion: stored("catalogueRegion", json(checkRegion), (region) => JSON.stringify(checkRegion(region))),
  /** The pending enrolment of a company-only org link. */
  orgEnrolment: stored("orgEnrolment", json(checkEnrolment), (enrolment) => JSON.stringify(checkEnrolment(enrolment))),
} as const;

/** Session storage: what lives only as long as the tab. */
export const SESSION_STORED = {
  /** Scroll positions by history entry (keep-alive of spec §4). */
  scrollPositions: stored<Record<string, number>>(
    "taxlearn:scroll",
    json((value) =>
      isObject(value) && Object.values(value).every((entry) => typeof entry === "number")
        ? (value as Record<string, number>)
        : null,
    ),
    JSON.stringify,
  ),
  /** The path reloaded once after a chunk failed to load (spec §2). */
  chunkRetry: nonEmptyAt("taxlearn:chunk-retry"),
} as const;

/** The decoded value, or null when it is absent, does not decode, or storage cannot be read (disabled). */
export function readStored<A>(storage: Pick<Storage, "getItem">, value: StoredValue<A>): A | null {
  let text: string | null;
  try {
    text = storage.getItem(value.key);
  } catch {
    return null;
  }
  if (text === null) return null;
  return value.decode(text);
}

export function writeStored<A>(storage: Pick<Storage, "setItem">, value: StoredValue<A>, data: A): void {
  storage.setItem(value.key, value.encode(data));
}

export function removeStored<A>(storage: Pick<Storage, "removeItem">, value: StoredValue<A>): void {
  storage.removeItem(value.key);
}
