import { LOCAL_STORED, readStored, writeStored } from "../../../lib/storage/stored-values";

/** The region whose column /home shows; chosen on /course/region and remembered in local storage. */
export interface RegionChoice {
  readonly provinceId: number;
  readonly cityId: number | null;
}

/** 广东省: the seeded export-tax-refund column a first visit sees. */
export const DEFAULT_REGION: RegionChoice = { provinceId: 44000, cityId: null };

/** The stored choice; the default when none is stored or it does not decode. */
export const readRegionChoice = (storage: Pick<Storage, "getItem">): RegionChoice =>
  readStored(storage, LOCAL_STORED.catalogueRegion) ?? DEFAULT_REGION;

export const saveRegionChoice = (storage: Pick<Storage, "setItem">, choice: RegionChoice): void => {
  try {
    writeStored(storage, LOCAL_STORED.catalogueRegion, choice);
  } catch {
    // Storage full or disabled: the choice simply is not remembered.
  }
};

/** The regionalColumn request: a city when chosen (the server falls back to its province), else the province. */
export const regionalColumnRequest = (choice: RegionChoice) =>
  choice.cityId !== null ? { cityId: choice.cityId, provinceId: choice.provinceId } : { provinceId: choice.provinceId };
