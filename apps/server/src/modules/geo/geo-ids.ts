/**
 * Place ids are URL-safe and deterministic across restarts for a given version of the data packages.
 * They only travel between the selects and this API: what users save are the names.
 */
export const ITALY = 'IT';

export const italianRegionId = (regionKey: string) => `${ITALY}-R-${regionKey}`;
export const italianProvinceId = (sigla: string) => `${ITALY}-P-${sigla}`;
export const comuneId = (istatCode: string) => `${ITALY}-C-${istatCode}`;
export const stateId = (countryCode: string, stateIsoCode: string) => `${countryCode}-S-${stateIsoCode}`;
/** The index is the city's position within its state in the package's file, which never changes at run time. */
export const stateCityId = (ofState: string, index: number) => `${ofState}-C-${index}`;
