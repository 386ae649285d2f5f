import {
  COMPLAINTS_ANSWER_MAX_DAYS,
  COMPLAINTS_ANSWER_MIN_DAYS,
  PagePath,
  SiteSettings,
  type SiteSettingsResponse,
  SOCIAL_NETWORKS,
  TERMS_EXTRA_CLAUSE_MAX_LENGTH,
  WITHDRAWAL_PERIOD_MAX_DAYS,
  WITHDRAWAL_PERIOD_MIN_DAYS,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldPath } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { problemOf } from '../../../lib/forms/problem-of';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { SOCIAL_LABELS } from '../../../lib/site';
import { useSaveSettings } from '../api/site-settings';

/** Every box is text: an empty one means "not set", which the contract reads as null. */
interface SettingsFormValues {
  businessName: string;
  legalAddress: string;
  taxId: string;
  email: string;
  phone: string;
  whatsapp: string;
  noticeEmail: string;
  social: Record<(typeof SOCIAL_NETWORKS)[number], string>;
  reviewsNeedApproval: boolean;
  // The terms of sale: the server writes them from these and its own rules.
  withdrawalPeriodDays: number;
  leisureServiceException: boolean;
  complaintsAnswerDays: number;
  adrBodyName: string;
  adrBodyUrl: string;
  termsExtraClauseIt: string;
  termsExtraClauseEn: string;
}

/** The limits the contract sets, which the hints and messages name. */
const LIMITS = {
  withdrawalMin: WITHDRAWAL_PERIOD_MIN_DAYS,
  withdrawalMax: WITHDRAWAL_PERIOD_MAX_DAYS,
  complaintsMin: COMPLAINTS_ANSWER_MIN_DAYS,
  complaintsMax: COMPLAINTS_ANSWER_MAX_DAYS,
  clauseMax: TERMS_EXTRA_CLAUSE_MAX_LENGTH,
};

type FieldName = FieldPath<SettingsFormValues>;

const toFormValues = ({ settings }: SiteSettingsResponse): SettingsFormValues => ({
  businessName: settings.businessName,
  legalAddress: settings.legalAddress ?? '',
  taxId: settings.taxId ?? '',
  email: settings.email ?? '',
  phone: settings.phone ?? '',
  whatsapp: settings.whatsapp ?? '',
  noticeEmail: settings.noticeEmail ?? '',
  social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, settings.social[network] ?? ''])) as Record<
    (typeof SOCIAL_NETWORKS)[number],
    string
  >,
  reviewsNeedApproval: settings.reviewsNeedApproval,
  withdrawalPeriodDays: settings.withdrawalPeriodDays,
  leisureServiceException: settings.leisureServiceException,
  complaintsAnswerDays: settings.complaintsAnswerDays,
  adrBodyName: settings.adrBodyName ?? '',
  adrBodyUrl: settings.adrBodyUrl ?? '',
  termsExtraClauseIt: settings.termsExtraClauseIt ?? '',
  termsExtraClauseEn: settings.termsExtraClauseEn ?? '',
});

/** Which message a field shows when the contract refuses it. */
function problemKey(field: string): string {
  if (field.startsWith('social.') || field === 'adrBodyUrl') return 'settings.invalid.url';
  if (field === 'noticeEmail' || field === 'email') return 'settings.invalid.email';
  if (field === 'whatsapp' || field === 'phone') return 'settings.invalid.phone';
  return `settings.invalid.${field}`;
}

/**
 * The business's details, checked with the contract's schema before they are sent. A phone without its
 * country code and a link without https:// pass: the server completes them, and the form then shows
 * the values as saved.
 */
export function SettingsForm({ current }: { current: SiteSettingsResponse }) {
  const { t } = useTranslation('admin-office');
  const save = useSaveSettings();
  const state = useAdminSave();
  const { form, invalid, submitChecked } = useCheckedForm<SettingsFormValues>({
    // The contract checks the same values the server will; the form keeps its text boxes.
    resolver: async (values, context, options) => {
      const result = await zodResolver(SiteSettings)(values, context, options as never);
      return Object.keys(result.errors).length > 0
        ? { values: {}, errors: result.errors as FieldErrors<SettingsFormValues> }
        : { values, errors: {} };
    },
    defaultValues: toFormValues(current),
  });
  const {
    register,
    setError,
    formState: { errors, isDirty },
    reset,
  } = form;

  const errorOf = (field: FieldName) => {
    const [head, tail] = field.split('.') as [keyof SettingsFormValues, string | undefined];
    const error = tail ? (errors.social as Record<string, unknown> | undefined)?.[tail] : errors[head];
    return error ? t(problemKey(field), LIMITS) : undefined;
  };

  const onSubmit = submitChecked((values) => {
    state.begin();
    save.mutate(values, {
      onSuccess: (answer) => {
        reset(toFormValues(answer));
        state.settle(saved(t('settings.saved')));
      },
      onError: (error) => {
        // The server checks the same rules: its refusals land on the fields they name.
        const fields = problemOf(error)?.fields;
        state.settle(failed(t(fields ? 'settings.fixFields' : 'settings.saveError')));
        if (!fields) return;
        for (const key of Object.keys(fields)) {
          const field = key.replace(/^body\./, '') as FieldName;
          setError(field, { message: problemKey(field) });
        }
        invalid.report();
      },
    });
  });

  /** An edit takes the last success away; a refusal stays until the next save. */
  const edited = () => {
    if (state.outcome?.tone === 'success') state.begin();
  };

  const field = (name: FieldName, extra: Record<string, unknown> = {}) => ({
    label: t(`settings.fields.${name.replace('social.', '')}`),
    error: errorOf(name),
    ...register(name, { onChange: edited }),
    ...extra,
  });
  // Days are numbers in the settings: an empty or unreadable box is NaN, which the contract refuses.
  const days = (name: 'withdrawalPeriodDays' | 'complaintsAnswerDays', min: number, max: number) => ({
    label: t(`settings.fields.${name}`),
    hint: t(`settings.hints.${name}`, LIMITS),
    error: errorOf(name),
    ...register(name, { valueAsNumber: true, onChange: edited }),
    type: 'number',
    inputMode: 'numeric' as const,
    min,
    max,
    step: 1,
    required: true,
  });

  return (
    <CheckedForm invalid={invalid} className="admin-form settings-form" onSubmit={onSubmit} aria-busy={save.isPending}>
      <fieldset className="settings-form__group">
        <legend>{t('settings.business')}</legend>
        <InputField {...field('businessName', { required: true, maxLength: 120, autoComplete: 'organization' })} />
        <InputField {...field('legalAddress', { maxLength: 300, autoComplete: 'street-address' })} />
        <InputField {...field('taxId', { hint: t('settings.hints.taxId'), maxLength: 20 })} />
      </fieldset>
      <fieldset className="settings-form__group">
        <legend>{t('settings.contacts')}</legend>
        <InputField {...field('email', { type: 'email', autoComplete: 'email' })} />
        <InputField {...field('phone', { type: 'tel', hint: t('settings.hints.phone'), autoComplete: 'tel' })} />
        <InputField {...field('whatsapp', { type: 'tel', hint: t('settings.hints.whatsapp') })} />
        <InputField
          {...field('noticeEmail', {
            type: 'email',
            // The server's default address may be a developer's placeholder: it sends none, and the owner is asked for one.
            hint: current.defaultNoticeEmail
              ? t('settings.hints.noticeEmail', { address: current.defaultNoticeEmail })
              : t('settings.hints.noticeEmailUnset'),
          })}
        />
      </fieldset>
      <fieldset className="settings-form__group">
        <legend>{t('settings.social')}</legend>
        <p className="field-hint">{t('settings.hints.social')}</p>
        {SOCIAL_NETWORKS.map((network) => (
          <InputField
            key={network}
            {...field(`social.${network}`, { type: 'url', inputMode: 'url' })}
            label={SOCIAL_LABELS[network]}
          />
        ))}
      </fieldset>
      <fieldset className="settings-form__group">
        <legend>{t('settings.reviews')}</legend>
        <label className="checkbox">
          <input type="checkbox" {...register('reviewsNeedApproval', { onChange: edited })} />
          <span>{t('settings.fields.reviewsNeedApproval')}</span>
        </label>
        <p className="field-hint">{t('settings.hints.reviewsNeedApproval')}</p>
      </fieldset>
      <fieldset className="settings-form__group">
        <legend>{t('settings.termsOfSale')}</legend>
        <p className="field-hint">
          <Trans
            t={t}
            i18nKey="settings.hints.termsOfSale"
            components={{ terms: <Link to={PagePath.termsOfSale} target="_blank" /> }}
          />
        </p>
        <InputField {...days('withdrawalPeriodDays', WITHDRAWAL_PERIOD_MIN_DAYS, WITHDRAWAL_PERIOD_MAX_DAYS)} />
        <label className="checkbox">
          <input
            type="checkbox"
            {...register('leisureServiceException', { onChange: edited })}
            aria-describedby="leisure-service-exception-hint"
          />
          <span>{t('settings.fields.leisureServiceException')}</span>
        </label>
        <p id="leisure-service-exception-hint" className="field-hint">
          {t('settings.hints.leisureServiceException')}
        </p>
        <InputField {...days('complaintsAnswerDays', COMPLAINTS_ANSWER_MIN_DAYS, COMPLAINTS_ANSWER_MAX_DAYS)} />
        <InputField {...field('adrBodyName', { hint: t('settings.hints.adrBodyName'), maxLength: 200 })} />
        <InputField {...field('adrBodyUrl', { hint: t('settings.hints.adrBodyUrl'), type: 'url', inputMode: 'url' })} />
        <TextAreaField
          {...field('termsExtraClauseIt', {
            hint: t('settings.hints.termsExtraClauseIt'),
            rows: 4,
            maxLength: TERMS_EXTRA_CLAUSE_MAX_LENGTH,
            lang: 'it',
          })}
        />
        <TextAreaField
          {...field('termsExtraClauseEn', {
            hint: t('settings.hints.termsExtraClauseEn'),
            rows: 4,
            maxLength: TERMS_EXTRA_CLAUSE_MAX_LENGTH,
            lang: 'en',
          })}
        />
      </fieldset>
      {state.outcome && (state.outcome.tone === 'error' || !isDirty) && (
        <Alert tone={state.outcome.tone}>{state.outcome.text}</Alert>
      )}
      <div className="admin-form__actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </button>
      </div>
    </CheckedForm>
  );
}
