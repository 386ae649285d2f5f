import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../i18n';

/** The catalogue key every form namespace words "this value is wrong" with. */
const GENERIC_INVALID = 'validation.invalid';

/** Shows a message that is not a catalogue key as it came: the server's own wording of a field. */
export const AS_SENT = Symbol('as sent');

/** Whether a namespace's catalogue words this key: the one place the web asks. */
export function catalogueHas(namespace: string, key: string): boolean {
  return key !== '' && i18n.exists(key, { ns: namespace });
}

/**
 * Words a form field's error in the screen's language. Its message is a catalogue key (the form's zod
 * error map gives one to every issue), shown with `values`; anything else, such as the Italian text of a
 * rule the contract words itself, gets the field's own `otherwise` key, or is shown as it came with
 * AS_SENT. A field with its own key also uses it for the generic "invalid", which says less.
 */
export function useFieldText(namespace: string, defaultValues?: Record<string, unknown>) {
  const { t } = useTranslation(namespace);
  return useCallback(
    (
      error: { message?: string } | undefined,
      otherwise: string | typeof AS_SENT = GENERIC_INVALID,
      values?: Record<string, unknown>,
    ): string | undefined => {
      if (!error) return undefined;
      const message = error.message ?? '';
      const options = { ...defaultValues, ...values };
      const ownKeyFirst = message === GENERIC_INVALID && otherwise !== AS_SENT;
      if (catalogueHas(namespace, message) && !ownKeyFirst) return t(message, options);
      if (otherwise === AS_SENT) return message || undefined;
      return t(otherwise, options);
    },
    [t, namespace, defaultValues],
  );
}
