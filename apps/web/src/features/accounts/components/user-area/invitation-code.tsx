import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

/** The user's own invitation code, read-only, with a button that copies it. */
export function InvitationCode({ code }: { code: string | null }) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 3000);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyCode = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      // Without clipboard access (old browser, no permission) the code is selected for a manual copy.
      input.current?.select();
      setCopy('failed');
    }
  };

  return (
    <section className="profile-box" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('userArea.profile.invitationTitle')}</h3>
      {code ? (
        <>
          <div className="field">
            <label htmlFor={id} className="visually-hidden">
              {t('fields.invitationCode')}
            </label>
            <div className="copy-field">
              <input
                ref={input}
                id={id}
                className="code-input copy-field__input"
                value={code}
                readOnly
                aria-describedby={`${id}-hint`}
              />
              <button type="button" className="button button-secondary" onClick={() => void copyCode()}>
                {copy === 'copied' ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
                {copy === 'copied' ? t('userArea.profile.copied') : t('userArea.profile.copy')}
              </button>
            </div>
          </div>
          <p id={`${id}-hint`} className="field-hint">
            {t('userArea.profile.invitationHint')}
          </p>
          <p className="visually-hidden" role="status">
            {copy === 'copied' ? t('userArea.profile.copied') : ''}
          </p>
          {copy === 'failed' && <p className="field-error">{t('userArea.profile.copyFailed')}</p>}
        </>
      ) : (
        <p className="field-hint">{t('userArea.profile.noInvitationCode')}</p>
      )}
    </section>
  );
}
