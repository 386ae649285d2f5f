import {
  ARTICLE_INTRO_WORDS,
  type Article,
  ArticleFormFields,
  type ArticleFormInput,
  type ArticleFormValues,
  ContentTextLimits,
  itemPath,
  problem,
  type Topic,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MediaField } from '../../../components/admin/media-field';
import { RichTextEditor } from '../../../components/admin/rich-text-editor';
import { SaveOutcomeAlert } from '../../../components/admin/save-outcome-alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { problemOf } from '../../../lib/forms/problem-of';
import { placeServerFields } from '../../../lib/forms/server-fields';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { AS_SENT, useFieldText } from '../../../lib/forms/use-field-text';
import { useTopics } from '../../../lib/queries/topics';
import { useSaveArticle } from '../api/articles';
import { useIntroWordCount } from '../hooks/use-intro-word-count';
import { useSaveFailureText } from '../hooks/use-save-failure-text';
import { FormActions } from './form-actions';

const empty: ArticleFormInput = { title: '', intro: '', content: '', category: '' };
const FIELDS = ['title', 'intro', 'content', 'category'] as const;

/** The saved category as the topics spell it (categories compare in any case), or none. */
const topicOf = (category: string, topics: Topic[] | undefined) =>
  topics?.find((topic) => topic.title.toLowerCase() === category.toLowerCase())?.title ?? category;

/**
 * Write an article, or edit `article`: title, intro (15 words suggested), rich content with .docx
 * import, a topic, and the cover (required for a new article, kept or replaced on an edit). An
 * edit then leads to the article's page.
 */
export function ArticleForm({ article }: { article?: Article }) {
  const { t } = useTranslation('admin-content');
  const errorText = useFieldText('admin-content', { otherwise: AS_SENT });
  const topics = useTopics();
  const save = useSaveArticle();
  const state = useAdminSave();
  const failureText = useSaveFailureText();
  const [cover, setCover] = useState<File[]>([]);
  const [coverError, setCoverError] = useState<string>();
  const { form, invalid } = useCheckedForm<ArticleFormInput, ArticleFormValues>({
    resolver: zodResolver(ArticleFormFields),
    defaultValues: article
      ? { title: article.title, intro: article.intro, content: article.content, category: article.category }
      : empty,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = form;
  const introCount = useIntroWordCount(watch('intro'));
  const coverMissing = () => !article && cover.length === 0;
  const checkCover = () => setCoverError(coverMissing() ? problem('coverRequired') : undefined);

  /** A refused submit: the cover is checked with the fields, and the first invalid one of all takes the focus. */
  const onInvalid = () => {
    checkCover();
    invalid.report();
  };

  const onSubmit = handleSubmit(async (values) => {
    checkCover();
    if (coverMissing()) {
      invalid.report();
      return;
    }
    invalid.clear();
    state.begin();
    try {
      await save.mutateAsync({ values, cover: cover[0], currentTitle: article?.title, onProgress: state.onProgress });
      const page = itemPath.article(values.title);
      state.settle(saved(t('article.saved'), { to: page, label: t('article.view') }));
      if (article) state.leaveFor(page);
      else {
        reset(empty);
        setCover([]);
      }
    } catch (error) {
      setCoverError(
        placeServerFields(error, setError, {
          namespace: 'admin-content',
          formFields: FIELDS,
          renamed: { newTitle: 'title' },
          focus: true,
        }).foto,
      );
      if (problemOf(error)?.fields) invalid.report();
      state.settle(
        failed(
          failureText(error, {
            failed: t('article.failed'),
            network: t('article.network'),
            serverMessage: true,
          }),
        ),
      );
    }
  }, onInvalid);

  return (
    <CheckedForm invalid={invalid} className="admin-form" onSubmit={onSubmit} aria-busy={save.isPending}>
      <Field label={t('article.title')} error={errorText(errors.title?.message)}>
        {(props) => (
          <input
            {...props}
            {...register('title')}
            maxLength={ContentTextLimits.articleTitle}
            autoComplete="off"
            required
          />
        )}
      </Field>
      <Field
        label={t('article.intro', { max: ARTICLE_INTRO_WORDS })}
        hint={introCount.text}
        error={errorText(errors.intro?.message)}
        className={introCount.over ? 'word-count--over' : undefined}
      >
        {(props) => (
          <textarea {...props} {...register('intro')} rows={3} maxLength={ContentTextLimits.articleIntro} required />
        )}
      </Field>
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label={t('article.content')}
            value={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error?.message)}
            docxImport
          />
        )}
      />
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => (
          <Field
            label={t('article.category')}
            error={errorText(fieldState.error?.message) ?? (topics.isError ? t('article.topicsFailed') : undefined)}
          >
            {(props) => (
              <select
                {...props}
                ref={field.ref}
                name={field.name}
                value={topicOf(field.value, topics.data)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={topics.isPending}
                required
              >
                <option value="">{topics.isPending ? t('article.topicsLoading') : t('article.chooseTopic')}</option>
                {topics.data?.map((topic) => (
                  <option key={topic.idTopic} value={topic.title}>
                    {topic.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      <MediaField
        label={t('article.cover')}
        kind="image"
        files={cover}
        onFilesChange={(files) => {
          setCover(files);
          if (files.length > 0) setCoverError(undefined);
        }}
        existing={article?.fileUrl ? [article.fileUrl] : []}
        required={!article}
        error={errorText(coverError)}
        hint={article ? t('article.coverReplaceHint') : undefined}
      />
      <SaveOutcomeAlert outcome={state.outcome} />
      <FormActions
        label={article ? t('actions.saveChanges') : t('actions.publish')}
        pending={save.isPending}
        progress={state.progress}
      />
    </CheckedForm>
  );
}
