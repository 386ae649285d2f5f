import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../forms/field-messages';

/** A field's error in the interface language: the contract's rules translated, the server's own texts as sent. */
export function useContentErrorText() {
  const { t } = useTranslation('admin-content');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const known = messageKey(message);
      return known ? t(known.key, { ...known.values }) : message;
    },
    [t],
  );
}
