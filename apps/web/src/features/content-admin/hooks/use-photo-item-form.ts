import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { problemOf } from '../../../lib/forms/problem-of';
import { placeServerFields } from '../../../lib/forms/server-fields';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { type PhotoUpload, usePhotoItemSave } from './use-photo-item-save';

interface PhotoItemFormOptions<TInput extends FieldValues, TValues> {
  kind: 'member' | 'topic';
  savedPhotoUrl: string | null | undefined;
  editing: boolean;
  listPath: string;
  resolver: Resolver<TInput, unknown, TValues>;
  /** The saved item's values when editing, the empty form otherwise. */
  defaultValues: TInput;
  /** What a saved new item leaves behind. */
  empty: TInput;
  /** The form's own fields: the server's problems of these go on them (and take the focus). */
  formFields: readonly string[];
  /** The server's names for the form's fields, where they differ. */
  renamed: Record<string, string>;
  send: (values: TValues, upload: PhotoUpload) => Promise<unknown>;
}

/**
 * The form of a member or a topic: its fields (checked by the app, focus left to the page's first
 * invalid field), the server's refusals placed on them, and the save with its optional photo.
 */
export function usePhotoItemForm<TInput extends FieldValues, TValues>(options: PhotoItemFormOptions<TInput, TValues>) {
  const { state, submit, photoField } = usePhotoItemSave(options);
  const { form, invalid, submitChecked } = useCheckedForm<TInput, TValues>({
    resolver: options.resolver,
    defaultValues: options.defaultValues as DefaultValues<TInput>,
  });

  const onSubmit = submitChecked((values) =>
    submit({
      send: (upload) => options.send(values, upload),
      onCreated: () => form.reset(options.empty),
      serverFields: (error) => {
        const others = placeServerFields(error, form.setError, {
          namespace: 'admin-content',
          formFields: options.formFields,
          renamed: options.renamed,
          focus: true,
        });
        if (problemOf(error)?.fields) invalid.report();
        return others;
      },
    }),
  );

  return { register: form.register, errors: form.formState.errors, invalid, onSubmit, state, photoField };
}
