import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTopics } from '../../../lib/queries/topics';
import { useMemberOptions } from '../api/member-options';
import { useProblemText } from '../hooks/use-problem-text';
import { ChoiceField } from './choice-field';

/** The author, chosen among the members ("Nome Cognome"), and the category, chosen among the topics. */
export function ReferenceFields<T extends FieldValues, V extends FieldValues>({
  control,
}: {
  control: Control<T, unknown, V>;
}) {
  const { t } = useTranslation('admin-courses');
  const problemText = useProblemText();
  const members = useMemberOptions();
  const topics = useTopics();
  const topicTitles = topics.data?.map((topic) => topic.title);

  return (
    <div className="course-form__row">
      <Controller
        control={control}
        name={'author' as Path<T>}
        render={({ field, fieldState }) => (
          <ChoiceField
            label={t('fields.author')}
            placeholder={t('fields.authorPlaceholder')}
            fallbackHint={t('fields.authorFallback')}
            options={members.data}
            status={members.status}
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
      <Controller
        control={control}
        name={'category' as Path<T>}
        render={({ field, fieldState }) => (
          <ChoiceField
            label={t('fields.category')}
            placeholder={t('fields.categoryPlaceholder')}
            fallbackHint={t('fields.categoryFallback')}
            options={topicTitles}
            status={topics.status}
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
    </div>
  );
}
