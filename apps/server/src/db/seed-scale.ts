/** Parses SEED_SCALE (1 when unset): how many times the seed multiplies the catalogue, 1–200. */
export function seedScaleFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  const scale = Number(value);
  if (!Number.isInteger(scale) || scale < 1 || scale > 200) {
    throw new Error(`SEED_SCALE must be a whole number from 1 to 200, not "${value}"`);
  }
  return scale;
}
