/** The region whose column /home shows; chosen on /course/region and remembered in local storage. */
export interface RegionChoice {
  readonly provinceId: number;
  readonly cityId: number | null;
}

const STORAGE_KEY = "catalogueRegion";

/** 广东省: the seeded export-tax-refund column a first visit sees. */
export const DEFAULT_REGION: RegionChoice = { provinceId: 44000, cityId: null };

const isId = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;

export const readRegionChoice = (storage: Pick<Storage, "getItem">): RegionChoice => {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "null");
    if (typeof stored !== "object" || stored === null) return DEFAULT_REGION;
    const { provinceId, cityId } = stored as Record<string, unknown>;
    return isId(provinceId) ? { provinceId, cityId: isId(cityId) ? cityId : null } : DEFAULT_REGION;
  } catch {
    return DEFAULT_REGION;
  }
};

export const saveRegionChoice = (storage: Pick<Storage, "setItem">, choice: RegionChoice): void => {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage full or disabled: the choice simply is not remembered.
  }
};

/** The regionalColumn request: a city when chosen (the server falls back to its province), else the province. */
export const regionalColumnRequest = (choice: RegionChoice) =>
  choice.cityId !== null ? { cityId: choice.cityId, provinceId: choice.provinceId } : { provinceId: choice.provinceId };
