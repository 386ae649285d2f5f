import type { CourseFormInput, CourseFormValues, DateMode } from '@cammini/contract';
import { type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { COURSE_FIELD_TEXTS } from '../forms/form-problems';

// In the original form's order and with its labels (its values look swapped, and stay so for old links).
const DATE_MODES: readonly DateMode[] = ['nessuna', 'daDefinirsi', 'scegliData'];

interface DateChoiceFieldProps {
  control: Control<CourseFormInput, unknown, CourseFormValues>;
  register: UseFormRegister<CourseFormInput>;
  setValue: UseFormSetValue<CourseFormInput>;
  errors: FieldErrors<CourseFormInput>;
}

/** The date choice: only "Inserisci data" shows (and requires) the start date, with an optional end. */
export function DateChoiceField({ control, register, setValue, errors }: DateChoiceFieldProps) {
  const { t } = useTranslation('admin-courses');
  const problemText = useFieldText('admin-courses', COURSE_FIELD_TEXTS);
  const mode = useWatch({ control, name: 'dateMode' });
  const modeField = register('dateMode', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === 'scegliData') return;
      // Choosing another option clears the dates and their times.
      setValue('courseStartDate', '');
      setValue('courseEndDate', '');
      setValue('startTime', '');
      setValue('endTime', '');
    },
  });

  return (
    <fieldset className="course-form__group">
      <legend>{t('fields.dateChoice')}</legend>
      <div className="course-form__choices">
        {DATE_MODES.map((value) => (
          <label key={value} className="checkbox">
            <input type="radio" value={value} {...modeField} />
            {t(`fields.dateModes.${value}`)}
          </label>
        ))}
      </div>
      {mode === 'scegliData' && (
        <>
          <div className="course-form__row">
            <Field label={t('fields.startDate')} error={problemText(errors.courseStartDate)}>
              {(props) => <input type="date" {...props} {...register('courseStartDate')} required />}
            </Field>
            <Field label={t('fields.endDate')} error={problemText(errors.courseEndDate)}>
              {(props) => <input type="date" {...props} {...register('courseEndDate')} />}
            </Field>
          </div>
          <div className="course-form__row">
            <Field label={t('fields.startTime')} error={problemText(errors.startTime)} hint={t('fields.timesHint')}>
              {(props) => <input type="time" {...props} {...register('startTime')} />}
            </Field>
            <Field label={t('fields.endTime')} error={problemText(errors.endTime)}>
              {(props) => <input type="time" {...props} {...register('endTime')} />}
            </Field>
          </div>
        </>
      )}
    </fieldset>
  );
}
