import {
  ContentTextLimits,
  type Member,
  MemberFormFields,
  type MemberFormInput,
  type MemberFormValues,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveOutcomeAlert } from '../../../components/admin/save-outcome-alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { AS_SENT, useFieldText } from '../../../lib/forms/use-field-text';
import { useSaveMember, useTerritories } from '../api/members';
import { usePhotoItemForm } from '../hooks/use-photo-item-form';
import { FormActions } from './form-actions';

const empty: MemberFormInput = {
  name: '',
  surname: '',
  description: '',
  session: '',
  language: '',
  email: '',
  phoneNumber: '',
  website: '',
};

const fromMember = (member: Member): MemberFormInput => ({
  name: member.name,
  surname: member.surname,
  description: member.description,
  session: member.session,
  language: member.language,
  email: member.email,
  phoneNumber: member.phoneNumber,
  website: member.website ?? '',
});

const FIELDS = ['name', 'surname', 'description', 'session', 'language', 'email', 'phoneNumber', 'website'] as const;

/** Add a member, or edit `member`; website and photo are optional. An edit then leads to /chisono. */
export function MemberForm({ member }: { member?: Member }) {
  const { t } = useTranslation('admin-content');
  const errorText = useFieldText('admin-content', { otherwise: AS_SENT });
  const save = useSaveMember();
  const territories = useTerritories();
  const territoryList = useId();
  const { register, errors, invalid, onSubmit, state, photoField } = usePhotoItemForm({
    kind: 'member',
    savedPhotoUrl: member?.fileUrl,
    editing: Boolean(member),
    listPath: '/chisono',
    resolver: zodResolver(MemberFormFields),
    defaultValues: member ? fromMember(member) : empty,
    empty,
    formFields: FIELDS,
    renamed: { newName: 'name', newSurname: 'surname' },
    send: (values: MemberFormValues, upload) => save.mutateAsync({ values, ...upload, current: member }),
  });
  const error = (name: (typeof FIELDS)[number]) => errorText(errors[name]?.message);

  return (
    <CheckedForm invalid={invalid} className="admin-form" onSubmit={onSubmit} aria-busy={save.isPending}>
      <div className="form-grid">
        <InputField
          label={t('member.name')}
          error={error('name')}
          {...register('name')}
          maxLength={ContentTextLimits.memberName}
          autoComplete="off"
          required
        />
        <InputField
          label={t('member.surname')}
          error={error('surname')}
          {...register('surname')}
          maxLength={ContentTextLimits.memberName}
          autoComplete="off"
          required
        />
      </div>
      <TextAreaField
        label={t('member.description')}
        error={error('description')}
        {...register('description')}
        rows={6}
        maxLength={ContentTextLimits.memberDescription}
        required
      />
      <div className="form-grid">
        <InputField
          label={t('member.territory')}
          error={error('session')}
          {...register('session')}
          list={territoryList}
          maxLength={ContentTextLimits.memberTerritory}
          autoComplete="off"
          required
        />
        <InputField
          label={t('member.language')}
          hint={t('member.languageHint')}
          error={error('language')}
          {...register('language')}
          maxLength={ContentTextLimits.memberLanguage}
          required
        />
        <InputField
          label={t('member.email')}
          error={error('email')}
          {...register('email')}
          type="email"
          autoComplete="off"
          required
        />
        <InputField
          label={t('member.phone')}
          error={error('phoneNumber')}
          {...register('phoneNumber')}
          type="tel"
          autoComplete="off"
          required
        />
      </div>
      <datalist id={territoryList}>
        {territories.data?.territories.map((territory) => (
          <option key={territory} value={territory} />
        ))}
      </datalist>
      <InputField
        label={t('member.website')}
        hint={t('member.websiteHint')}
        error={error('website')}
        {...register('website')}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={ContentTextLimits.website}
      />
      {photoField}
      <SaveOutcomeAlert outcome={state.outcome} />
      <FormActions label={t('member.publish')} pending={save.isPending} progress={state.progress} />
    </CheckedForm>
  );
}
