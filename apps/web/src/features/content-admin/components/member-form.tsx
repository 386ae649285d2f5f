import {
  ContentTextLimits,
  type Member,
  MemberFormFields,
  type MemberFormInput,
  type MemberFormValues,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MediaField } from '../../../components/admin/media-field';
import { SaveOutcomeAlert } from '../../../components/admin/save-outcome-alert';
import { Field } from '../../../components/ui/field';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { useSaveMember, useTerritories } from '../api/members';
import { applyServerFields } from '../forms/field-messages';
import { useContentErrorText } from '../hooks/use-content-error-text';
import { useSaveFailureText } from '../hooks/use-save-failure-text';
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
  const errorText = useContentErrorText();
  const save = useSaveMember();
  const state = useAdminSave();
  const failureText = useSaveFailureText();
  const territories = useTerritories();
  const territoryList = useId();
  const [photo, setPhoto] = useState<File[]>([]);
  const [savedPhoto, setSavedPhoto] = useState<string[]>(member?.fileUrl ? [member.fileUrl] : []);
  const [photoError, setPhotoError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<MemberFormInput, unknown, MemberFormValues>({
    resolver: zodResolver(MemberFormFields),
    defaultValues: member ? fromMember(member) : empty,
  });
  const error = (name: (typeof FIELDS)[number]) => errorText(errors[name]?.message);

  const onSubmit = handleSubmit(async (values) => {
    state.begin();
    setPhotoError(undefined);
    try {
      await save.mutateAsync({
        values,
        photo: photo[0],
        removePhoto: Boolean(member?.fileUrl) && savedPhoto.length === 0,
        current: member,
        onProgress: state.onProgress,
      });
      state.settle(saved(t('member.saved'), { to: '/chisono', label: t('member.viewList') }));
      if (member) state.leaveFor('/chisono');
      else {
        reset(empty);
        setPhoto([]);
      }
    } catch (failure) {
      const others = applyServerFields(failure, setError, FIELDS, { newName: 'name', newSurname: 'surname' });
      setPhotoError(others.foto);
      state.settle(failed(failureText(failure, { failed: t('member.failed') })));
    }
  });

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
      <div className="form-grid">
        <Field label={t('member.name')} error={error('name')}>
          {(props) => (
            <input
              {...props}
              {...register('name')}
              maxLength={ContentTextLimits.memberName}
              autoComplete="off"
              required
            />
          )}
        </Field>
        <Field label={t('member.surname')} error={error('surname')}>
          {(props) => (
            <input
              {...props}
              {...register('surname')}
              maxLength={ContentTextLimits.memberName}
              autoComplete="off"
              required
            />
          )}
        </Field>
      </div>
      <Field label={t('member.description')} error={error('description')}>
        {(props) => (
          <textarea
            {...props}
            {...register('description')}
            rows={6}
            maxLength={ContentTextLimits.memberDescription}
            required
          />
        )}
      </Field>
      <div className="form-grid">
        <Field label={t('member.territory')} error={error('session')}>
          {(props) => (
            <input
              {...props}
              {...register('session')}
              list={territoryList}
              maxLength={ContentTextLimits.memberTerritory}
              autoComplete="off"
              required
            />
          )}
        </Field>
        <Field label={t('member.language')} hint={t('member.languageHint')} error={error('language')}>
          {(props) => (
            <input {...props} {...register('language')} maxLength={ContentTextLimits.memberLanguage} required />
          )}
        </Field>
        <Field label={t('member.email')} error={error('email')}>
          {(props) => <input {...props} {...register('email')} type="email" autoComplete="off" required />}
        </Field>
        <Field label={t('member.phone')} error={error('phoneNumber')}>
          {(props) => <input {...props} {...register('phoneNumber')} type="tel" autoComplete="off" required />}
        </Field>
      </div>
      <datalist id={territoryList}>
        {territories.data?.territories.map((territory) => (
          <option key={territory} value={territory} />
        ))}
      </datalist>
      <Field label={t('member.website')} hint={t('member.websiteHint')} error={error('website')}>
        {(props) => (
          <input
            {...props}
            {...register('website')}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={ContentTextLimits.website}
          />
        )}
      </Field>
      <MediaField
        label={t('member.photo')}
        kind="image"
        files={photo}
        onFilesChange={setPhoto}
        existing={savedPhoto}
        onExistingChange={setSavedPhoto}
        error={errorText(photoError)}
        hint={member ? t('media.replaceHint') : t('media.optionalHint')}
      />
      <SaveOutcomeAlert outcome={state.outcome} />
      <FormActions label={t('member.publish')} pending={save.isPending} progress={state.progress} />
    </form>
  );
}
