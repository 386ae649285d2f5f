import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaField } from '../../../components/admin/media-field';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { AS_SENT, useFieldText } from '../../../lib/forms/use-field-text';
import { useSaveFailureText } from './use-save-failure-text';

/** What a save of an item with an optional photo sends besides its fields. */
export interface PhotoUpload {
  photo: File | undefined;
  /** The saved photo was removed and no new one replaces it. */
  removePhoto: boolean;
  onProgress: (fraction: number) => void;
}

/**
 * The save of a member or a topic, whose photo is optional: a new photo replaces the saved one, which
 * may also just be removed. After a save an edit leads to the list, a new item leaves an empty form.
 * Texts are `{kind}.saved`, `.viewList`, `.failed` and `.photo` of the `admin-content` catalogue.
 */
export function usePhotoItemSave({
  kind,
  savedPhotoUrl,
  editing,
  listPath,
}: {
  kind: 'member' | 'topic';
  savedPhotoUrl: string | null | undefined;
  editing: boolean;
  listPath: string;
}) {
  const { t } = useTranslation('admin-content');
  const errorText = useFieldText('admin-content', { otherwise: AS_SENT });
  const failureText = useSaveFailureText();
  const state = useAdminSave();
  const [photo, setPhoto] = useState<File[]>([]);
  const [savedPhoto, setSavedPhoto] = useState<string[]>(savedPhotoUrl ? [savedPhotoUrl] : []);
  const [photoError, setPhotoError] = useState<string>();

  const submit = async ({
    send,
    onCreated,
    serverFields,
  }: {
    send: (upload: PhotoUpload) => Promise<unknown>;
    /** Empties the form's fields after a new item was saved. */
    onCreated: () => void;
    /** Marks the fields the server refused and answers the other refusals by field name. */
    serverFields: (error: unknown) => Record<string, string>;
  }) => {
    state.begin();
    setPhotoError(undefined);
    try {
      await send({
        photo: photo[0],
        removePhoto: Boolean(savedPhotoUrl) && savedPhoto.length === 0,
        onProgress: state.onProgress,
      });
      state.settle(saved(t(`${kind}.saved`), { to: listPath, label: t(`${kind}.viewList`) }));
      if (editing) state.leaveFor(listPath);
      else {
        onCreated();
        setPhoto([]);
      }
    } catch (error) {
      setPhotoError(serverFields(error).foto);
      state.settle(failed(failureText(error, { failed: t(`${kind}.failed`) })));
    }
  };

  const photoField = (
    <MediaField
      label={t(`${kind}.photo`)}
      kind="image"
      files={photo}
      onFilesChange={setPhoto}
      existing={savedPhoto}
      onExistingChange={setSavedPhoto}
      error={errorText(photoError)}
      hint={editing ? t('media.replaceHint') : t('media.optionalHint')}
    />
  );

  return { state, submit, photoField };
}
