import { listSearchParams, readPositiveInt } from "../../../lib/list-params";
import type { RegionChoice } from "../shared/region-preference";

/** The region named in /course/region's query (`provinceId`, `cityId`), or null when the query names none. */
export const parseRegionQuery = (params: URLSearchParams): RegionChoice | null => {
  const provinceId = readPositiveInt(params, "provinceId");
  return provinceId === null ? null : { provinceId, cityId: readPositiveInt(params, "cityId") };
};

export const regionSearchParams = (choice: RegionChoice): URLSearchParams =>
  listSearchParams([
    ["provinceId", choice.provinceId],
    ["cityId", choice.cityId],
  ]);

interface Province {
  readonly id: number;
  readonly cities: ReadonlyArray<{ readonly id: number }>;
}

/** A city only counts when it belongs to the chosen province (a stale or hand-edited link keeps the province). */
export const validRegion = (choice: RegionChoice, provinces: ReadonlyArray<Province>): RegionChoice | null => {
  const province = provinces.find((p) => p.id === choice.provinceId);
  if (!province) return null;
  const city = province.cities.some((c) => c.id === choice.cityId) ? choice.cityId : null;
  return { provinceId: province.id, cityId: city };
};
