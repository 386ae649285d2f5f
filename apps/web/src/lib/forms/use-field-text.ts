import { readProblem } from '@cammini/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../i18n';

/** The catalogue key every form namespace words "this value is wrong" with. */
const GENERIC_INVALID = 'validation.invalid';

/** Shows a message that is not a catalogue key as it came: the server's own wording of a field. */
export const AS_SENT = Symbol('as sent');

/** A form field's error as react-hook-form holds it: the zod issue's kind (or 'server') and its message. */
export interface FieldErrorLike {
  type?: string;
  message?: string;
}

/** What a field shows when its message is not a key: a key of its own, or the message as it came. */
type Otherwise = string | typeof AS_SENT;

interface FieldTextOptions {
  /** For every field of the screen: a key, AS_SENT, or one chosen by the error (its kind of issue). */
  otherwise?: Otherwise | ((error: FieldErrorLike) => Otherwise);
  /** The numbers the screen's texts name. */
  values?: Record<string, unknown>;
}

/** Whether a namespace's catalogue words this key: the one place the web asks. */
export function catalogueHas(namespace: string, key: string): boolean {
  return key !== '' && i18n.exists(key, { ns: namespace });
}

/**
 * The key a message stands for: a contract rule's problem (`tooLong:120`) is `validation.<code>`, with
 * its number as `max`; any other message is its own key (the form's zod error map gives one to every issue).
 */
function keyOf(message: string): { key: string; values?: Record<string, number> } {
  const problem = readProblem(message);
  if (!problem) return { key: message };
  return {
    key: `validation.${problem.code}`,
    values: problem.limit === undefined ? undefined : { max: problem.limit },
  };
}

/**
 * Words a form field's error (or its message alone) in the screen's language. A message that names a key of the namespace is
 * shown with `values`; anything else, such as the Italian text of a rule the contract words itself, gets
 * the field's own `otherwise` key, or is shown as it came with AS_SENT. A field with its own key also
 * uses it for the generic "invalid", which says less.
 */
export function useFieldText(namespace: string, { otherwise: screenOtherwise, values }: FieldTextOptions = {}) {
  const { t } = useTranslation(namespace);
  return useCallback(
    (found: FieldErrorLike | string | undefined, fieldOtherwise?: Otherwise, callValues?: Record<string, unknown>) => {
      if (found === undefined) return undefined;
      const error = typeof found === 'string' ? { message: found } : found;
      const message = error.message ?? '';
      const otherwise =
        fieldOtherwise ??
        (typeof screenOtherwise === 'function' ? screenOtherwise(error) : screenOtherwise) ??
        GENERIC_INVALID;
      const own = keyOf(message);
      const options = { ...values, ...own.values, ...callValues };
      const ownKeyFirst = own.key === GENERIC_INVALID && otherwise !== AS_SENT;
      if (catalogueHas(namespace, own.key) && !ownKeyFirst) return t(own.key, options);
      if (otherwise === AS_SENT) return message || undefined;
      return t(otherwise, options);
    },
    [t, namespace, screenOtherwise, values],
  );
}
