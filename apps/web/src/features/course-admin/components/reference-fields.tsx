import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { useTopics } from '../../../lib/queries/topics';
import { useMemberOptions } from '../api/member-options';
import { COURSE_FIELD_TEXTS } from '../forms/form-problems';
import { ChoiceField } from './choice-field';

/** The author, chosen among the members ("Nome Cognome"), and the category, chosen among the topics. */
export function ReferenceFields<T extends FieldValues, V extends FieldValues>({
  control,
}: {
  control: Control<T, unknown, V>;
}) {
  const members = useMemberOptions();
  const topics = useTopics();

  return (
    <div className="course-form__row">
      <ReferenceField control={control} name="author" options={members.data} status={members.status} />
      <ReferenceField
        control={control}
        name="category"
        options={topics.data?.map((topic) => topic.title)}
        status={topics.status}
      />
    </div>
  );
}

/** One required choice; its texts are `fields.{name}`, `fields.{name}Placeholder` and `fields.{name}Fallback`. */
function ReferenceField<T extends FieldValues, V extends FieldValues>({
  control,
  name,
  options,
  status,
}: {
  control: Control<T, unknown, V>;
  name: 'author' | 'category';
  options: string[] | undefined;
  status: ComponentProps<typeof ChoiceField>['status'];
}) {
  const { t } = useTranslation('admin-courses');
  const problemText = useFieldText('admin-courses', COURSE_FIELD_TEXTS);
  return (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <ChoiceField
          label={t(`fields.${name}`)}
          placeholder={t(`fields.${name}Placeholder`)}
          fallbackHint={t(`fields.${name}Fallback`)}
          options={options}
          status={status}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          fieldRef={field.ref}
          error={problemText(fieldState.error)}
          required
        />
      )}
    />
  );
}
