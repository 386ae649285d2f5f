import { ErrorCode } from '@cammini/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFailureOf } from '../../../lib/admin/admin-failure';
import { LOST_SESSION_KEY, NO_PRIVATE_TOKEN_KEY } from '../../../lib/forms/lost-access';

interface FailureTexts {
  /** The screen's own failure text. */
  failed: string;
  /** When the server could not be reached, if the screen has its own text for it. */
  network?: string;
  /** Show the server's message for a refusal the fields do not explain. */
  serverMessage?: boolean;
}

/** How the content forms word a failed save. */
export function useSaveFailureText() {
  const { t } = useTranslation('admin-content');
  return useCallback(
    (error: unknown, texts: FailureTexts) => {
      const failure = adminFailureOf(error);
      switch (failure.kind) {
        case 'token':
          return t(NO_PRIVATE_TOKEN_KEY);
        case 'network':
          return texts.network ?? texts.failed;
        case 'fileRefused':
          return failure.code === ErrorCode.UNSUPPORTED_MEDIA_TYPE ? t('errors.imageType') : t('errors.tooLarge');
        case 'session':
          return t(LOST_SESSION_KEY);
        // The fields already show what was wrong.
        case 'titleTaken':
        case 'invalid':
        case 'failed':
          return texts.failed;
        default:
          return texts.serverMessage && failure.message ? failure.message : texts.failed;
      }
    },
    [t],
  );
}
