// A carton's volume from its outer size (cm), as the trade quotes it: CBM (m³, 4 decimals) and CUFT (ft³, 2
// decimals). The server stores what this computes (bulk_stere, bulk_feet), the console's editor shows it as typed.
const CUBIC_FEET_PER_CUBIC_METRE = 35.3147;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function cartonVolume(size: { length: number; width: number; height: number }): { cbm: number; cuft: number } {
  const cbm = round((size.length * size.width * size.height) / 1_000_000, 4);
  return { cbm, cuft: round(cbm * CUBIC_FEET_PER_CUBIC_METRE, 2) };
}
