import { useState } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import type { FieldErrorLike } from '../../../lib/forms/use-field-text';
import type { PlaceErrors, PlaceNames } from './place-selects';

const placeFields = ['state', 'region', 'province', 'city'] as const;

/** The place as a form holds it: the province may be missing where the country has none. */
type PlaceValues = Omit<PlaceNames, 'province'> & { province?: string };

/**
 * The place of residence of a form that keeps it under `state`, `region`, `province` and `city`: the
 * props of its PlaceSelects, and the check of the province the schema cannot make.
 */
export function usePlaceFields<Values extends PlaceValues & FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  errorText: (error: FieldErrorLike | undefined) => string | undefined,
) {
  // react-hook-form cannot type a path into a generic form; the four names are the same in every form here.
  const { control, setValue, setError, formState } = form as unknown as UseFormReturn<PlaceValues>;
  const { errors, isSubmitted } = formState;
  const [provinceRequired, setProvinceRequired] = useState(true);
  const [state, region, province, city] = useWatch({ control, name: placeFields });
  const selectErrors: PlaceErrors = {
    state: errorText(errors.state),
    region: errorText(errors.region),
    province: errorText(errors.province),
    city: errorText(errors.city),
  };
  return {
    selects: {
      value: { state, region, province: province ?? '', city },
      onChange: (next: PlaceNames) => {
        for (const field of placeFields) {
          setValue(field, next[field], { shouldDirty: true, shouldValidate: isSubmitted });
        }
      },
      onProvinceRequiredChange: setProvinceRequired,
      errors: selectErrors,
    },
    /**
     * The contract lets countries without provinces send ''; Italy must have one. A missing one is
     * marked on its field.
     */
    hasProvince: (values: { province?: string }) => {
      if (!provinceRequired || values.province) return true;
      setError('province', { message: 'validation.required' });
      return false;
    },
  };
}
