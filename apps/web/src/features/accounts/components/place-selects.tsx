import { normalizePlaceName, type Place } from '@cammini/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { useLanguage } from '../../../lib/use-language';
import { useCountries } from '../api/get-countries';
import { usePlaceChildren } from '../api/get-place-children';

/** What forms store: names, as the selects show them (ids only travel between the selects and the API). */
export interface PlaceNames {
  state: string;
  region: string;
  province: string;
  city: string;
}

export type PlaceErrors = Partial<Record<keyof PlaceNames, string | undefined>>;

interface PlaceSelectsProps {
  value: PlaceNames;
  onChange: (next: PlaceNames) => void;
  errors?: PlaceErrors;
  /** Told whether a province must be chosen (Italy) or does not apply (countries without that level). */
  onProvinceRequiredChange?: (required: boolean) => void;
  disabled?: boolean;
}

type ListStatus = 'idle' | 'loading' | 'error' | 'ready';

/** The ids the user picked, so that two places with the same name (they exist) stay apart. */
interface Picked {
  country?: string;
  region?: string;
  province?: string;
}

function findPlace(places: readonly Place[] | undefined, pickedId: string | undefined, name: string) {
  if (!places || !name.trim()) return undefined;
  const wanted = normalizePlaceName(name);
  const picked = pickedId ? places.find((place) => place.id === pickedId) : undefined;
  if (picked && normalizePlaceName(picked.name) === wanted) return picked;
  return places.find((place) => normalizePlaceName(place.name) === wanted);
}

function listStatus(query: UseQueryResult<unknown>, parentChosen: boolean): ListStatus {
  if (!parentChosen) return 'idle';
  if (query.isError) return 'error';
  if (query.isSuccess) return 'ready';
  return 'loading';
}

/**
 * Cascading country → region → province → city selects over our geo API. Each is disabled until the one
 * above is chosen, and choosing one clears those below. Countries without provinces skip that level
 * (sent as ''); where the data has no list (no regions, or a region without cities) a text box asks instead.
 */
export function PlaceSelects({ value, onChange, errors, onProvinceRequiredChange, disabled }: PlaceSelectsProps) {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  const [picked, setPicked] = useState<Picked>({});

  const countries = useCountries(lang);
  const countryHere = findPlace(countries.data?.places, picked.country, value.state);
  // A country saved in the other language (say, by someone who registered in English) is found by its id.
  const otherCountries = useCountries(
    lang === 'it' ? 'en' : 'it',
    Boolean(value.state) && countries.isSuccess && !countryHere,
  );
  const countryId = countryHere?.id ?? findPlace(otherCountries.data?.places, undefined, value.state)?.id;

  const regions = usePlaceChildren(countryId, lang);
  const regionIsFreeText = regions.isSuccess && regions.data.places.length === 0;
  const region = regionIsFreeText ? undefined : findPlace(regions.data?.places, picked.region, value.region);

  const belowRegion = usePlaceChildren(region?.id, lang);
  const hasProvinces = belowRegion.data?.level === 'province';
  const provinceNotApplicable = regionIsFreeText || belowRegion.data?.level === 'city';
  const province = hasProvinces ? findPlace(belowRegion.data?.places, picked.province, value.province) : undefined;

  const provinceCities = usePlaceChildren(hasProvinces ? province?.id : undefined, lang);
  const cities = hasProvinces ? provinceCities : belowRegion;
  const cityList = cities.data?.level === 'city' ? cities.data.places : undefined;
  const cityIsFreeText = regionIsFreeText || (cityList !== undefined && cityList.length === 0);
  const city = findPlace(cityList, undefined, value.city);

  const provinceRequired = !provinceNotApplicable;
  useEffect(() => {
    onProvinceRequiredChange?.(provinceRequired);
  }, [provinceRequired, onProvinceRequiredChange]);

  const chooseCountry = (id: string) => {
    const place = countries.data?.places.find((candidate) => candidate.id === id);
    setPicked({ country: id || undefined });
    onChange({ state: place?.name ?? '', region: '', province: '', city: '' });
  };
  const chooseRegion = (id: string) => {
    const place = regions.data?.places.find((candidate) => candidate.id === id);
    setPicked({ country: countryId, region: id || undefined });
    onChange({ ...value, region: place?.name ?? '', province: '', city: '' });
  };
  const chooseProvince = (id: string) => {
    const place = belowRegion.data?.places.find((candidate) => candidate.id === id);
    setPicked((current) => ({ ...current, province: id || undefined }));
    onChange({ ...value, province: place?.name ?? '', city: '' });
  };
  const chooseCity = (id: string) => {
    const place = cityList?.find((candidate) => candidate.id === id);
    onChange({ ...value, city: place?.name ?? '' });
  };

  const cityParentChosen = hasProvinces ? Boolean(province) : Boolean(region);

  return (
    <>
      <PlaceSelect
        label={t('places.country')}
        error={errors?.state}
        status={listStatus(countries, true)}
        places={countries.data?.places}
        selectedId={countryId}
        placeholder={t('places.chooseCountry')}
        waitingText=""
        disabled={disabled}
        onSelect={chooseCountry}
        onRetry={() => void countries.refetch()}
      />
      {regionIsFreeText ? (
        <FreeTextPlace
          label={t('places.region')}
          error={errors?.region}
          value={value.region}
          autoComplete="address-level1"
          disabled={disabled}
          onChange={(text) => onChange({ ...value, region: text })}
        />
      ) : (
        <PlaceSelect
          label={t('places.region')}
          error={errors?.region}
          status={listStatus(regions, Boolean(countryId))}
          places={regions.data?.places}
          selectedId={region?.id}
          placeholder={t('places.chooseRegion')}
          waitingText={t('places.chooseCountryFirst')}
          disabled={disabled}
          onSelect={chooseRegion}
          onRetry={() => void regions.refetch()}
        />
      )}
      {provinceNotApplicable ? (
        <NotApplicableProvince label={t('places.province')} text={t('places.noProvince')} />
      ) : (
        <PlaceSelect
          label={t('places.province')}
          error={errors?.province}
          status={listStatus(belowRegion, Boolean(region))}
          places={hasProvinces ? belowRegion.data?.places : undefined}
          selectedId={province?.id}
          placeholder={t('places.chooseProvince')}
          waitingText={t('places.chooseRegionFirst')}
          disabled={disabled}
          onSelect={chooseProvince}
          onRetry={() => void belowRegion.refetch()}
        />
      )}
      {cityIsFreeText ? (
        <FreeTextPlace
          label={t('places.city')}
          error={errors?.city}
          value={value.city}
          autoComplete="address-level2"
          disabled={disabled}
          onChange={(text) => onChange({ ...value, city: text })}
        />
      ) : (
        <PlaceSelect
          label={t('places.city')}
          error={errors?.city}
          status={listStatus(cities, cityParentChosen)}
          places={cityList}
          selectedId={city?.id}
          placeholder={t('places.chooseCity')}
          waitingText={hasProvinces ? t('places.chooseProvinceFirst') : t('places.chooseRegionFirst')}
          disabled={disabled}
          onSelect={chooseCity}
          onRetry={() => void cities.refetch()}
        />
      )}
    </>
  );
}

interface PlaceSelectProps {
  label: string;
  error?: string;
  status: ListStatus;
  places: readonly Place[] | undefined;
  selectedId: string | undefined;
  placeholder: string;
  /** Shown while the select above is still unchosen. */
  waitingText: string;
  disabled?: boolean;
  onSelect: (id: string) => void;
  onRetry: () => void;
}

function PlaceSelect({
  label,
  error,
  status,
  places,
  selectedId,
  placeholder,
  waitingText,
  disabled,
  onSelect,
  onRetry,
}: PlaceSelectProps) {
  const { t } = useTranslation('accounts');
  const emptyOption = {
    idle: waitingText,
    loading: t('places.loading'),
    error: t('places.unavailable'),
    ready: placeholder,
  }[status];
  return (
    // A select still waiting for the one above can neither take focus nor be mended: its error waits too,
    // and its empty option says what to choose first.
    <Field
      label={label}
      error={status === 'idle' ? undefined : (error ?? (status === 'error' ? t('places.loadError') : undefined))}
    >
      {(props) => (
        <div className="place-select">
          <select
            {...props}
            value={selectedId ?? ''}
            disabled={disabled || status !== 'ready'}
            aria-busy={status === 'loading'}
            onChange={(event) => onSelect(event.target.value)}
          >
            <option value="">{emptyOption}</option>
            {status === 'ready' &&
              places?.map((place) => (
                <option key={place.id} value={place.id}>
                  {place.name}
                </option>
              ))}
          </select>
          {status === 'loading' && <span className="spinner place-select__spinner" aria-hidden="true" />}
          {status === 'error' && (
            <button type="button" className="button button-ghost place-select__retry" onClick={onRetry}>
              {t('places.retry')}
            </button>
          )}
        </div>
      )}
    </Field>
  );
}

function FreeTextPlace(props: {
  label: string;
  error?: string;
  value: string;
  autoComplete: string;
  disabled?: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(field) => (
        <input
          {...field}
          type="text"
          value={props.value}
          autoComplete={props.autoComplete}
          maxLength={100}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function NotApplicableProvince({ label, text }: { label: string; text: string }) {
  return (
    <Field label={label}>
      {(props) => (
        <select {...props} value="" disabled>
          <option value="">{text}</option>
        </select>
      )}
    </Field>
  );
}
