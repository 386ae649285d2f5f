import type { CourseFormInput } from '@cammini/contract';
import type { ReactNode } from 'react';
import type { Control, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { COURSE_FIELD_TEXTS } from '../forms/form-problems';
import { ReferenceFields } from './reference-fields';
import { TextField } from './text-field';

/** The fields both course forms have, named alike in both schemas. */
type BasicsInput = Pick<
  CourseFormInput,
  'title' | 'author' | 'category' | 'intro' | 'description' | 'price' | 'affiliatePrice' | 'facilitatorPrice'
>;
type PriceName = 'price' | 'affiliatePrice' | 'facilitatorPrice';

/** The basics' fields and the status: the text fields both course forms place the server's problems on. */
export const BASICS_TEXT_FIELDS = [
  'title',
  'author',
  'category',
  'intro',
  'description',
  'price',
  'affiliatePrice',
  'facilitatorPrice',
  'status',
] as const satisfies readonly (keyof BasicsInput | 'status')[];

export interface PriceField {
  name: PriceName;
  required: boolean;
}

const PRICE_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;
const PRICE_HINTS: Partial<Record<PriceName, string>> = {
  affiliatePrice: 'fields.affiliatePriceHint',
  facilitatorPrice: 'fields.facilitatorPriceHint',
};

interface CourseBasicsFieldsProps<T extends FieldValues, V extends FieldValues> {
  register: UseFormRegister<T>;
  control: Control<T, unknown, V>;
  errors: FieldErrors<T>;
  /** The prices in the order the form shows them, and which of them it requires. */
  prices: readonly PriceField[];
  /** The in-person course's place, between the introduction and the description. */
  location?: boolean;
  /** What goes right after the place's maps link (its name and address). */
  afterLocation?: ReactNode;
}

/** Title, author and category, introduction, (place,) description and prices of a course form. */
export function CourseBasicsFields<T extends FieldValues, V extends FieldValues>(props: CourseBasicsFieldsProps<T, V>) {
  const { t } = useTranslation('admin-courses');
  const problemText = useFieldText('admin-courses', COURSE_FIELD_TEXTS);
  // Both schemas name these fields alike: typed once through the fields they share.
  const register = props.register as unknown as UseFormRegister<BasicsInput & { location: string }>;
  const errors = props.errors as FieldErrors<BasicsInput & { location: string }>;
  return (
    <>
      <TextField
        label={t('fields.title')}
        registration={register('title')}
        error={problemText(errors.title)}
        required
      />
      <ReferenceFields control={props.control} />
      <TextField
        label={t('fields.intro')}
        registration={register('intro')}
        error={problemText(errors.intro)}
        rows={2}
        required
      />
      {props.location && (
        <TextField
          label={t('fields.location')}
          registration={register('location')}
          error={problemText(errors.location)}
          hint={t('fields.locationHint')}
          required
        />
      )}
      {props.location && props.afterLocation}
      <TextField
        label={t('fields.description')}
        registration={register('description')}
        error={problemText(errors.description)}
        hint={t('fields.descriptionHint')}
        rows={8}
        required
      />
      <fieldset className="course-form__group">
        <legend>{t('fields.prices')}</legend>
        <div className="course-form__row course-form__row--three">
          {props.prices.map(({ name, required }) => {
            const hint = PRICE_HINTS[name];
            return (
              <TextField
                key={name}
                label={t(`fields.${name}`)}
                registration={register(name)}
                error={problemText(errors[name])}
                hint={hint ? t(hint) : undefined}
                input={PRICE_INPUT}
                required={required}
              />
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
