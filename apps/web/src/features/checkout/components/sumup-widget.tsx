import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { loadSumUpCard, type SumUpResponseType } from '../sumup-card';

const WIDGET_ID = 'sumup-card';

/**
 * SumUp's Payment Widget mounted on the checkout the server opened. It collects the card (and 3-D
 * Secure) itself; when it reports the end of an attempt, the page asks our server to confirm with SumUp.
 */
export function SumUpWidget({
  checkoutId,
  onAttemptEnded,
}: {
  checkoutId: string;
  onAttemptEnded: (type: 'success' | 'error') => void;
}) {
  const { t, i18n } = useTranslation('commerce');
  const [state, setState] = useState<'loading' | 'mounted' | 'failed'>('loading');
  const report = useRef(onAttemptEnded);
  report.current = onAttemptEnded;

  useEffect(() => {
    let cancelled = false;
    let instance: { unmount?: () => void } | undefined;
    loadSumUpCard()
      .then((card) => {
        if (cancelled) return;
        instance = card.mount({
          id: WIDGET_ID,
          checkoutId,
          locale: i18n.language === 'en' ? 'en-GB' : 'it-IT',
          onResponse: (type: SumUpResponseType) => {
            if (type === 'success') report.current('success');
            else if (type === 'error' || type === 'fail') report.current('error');
          },
        });
        setState('mounted');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      instance?.unmount?.();
    };
  }, [checkoutId, i18n.language]);

  return (
    <div className="sumup-widget">
      {state === 'loading' && <Loading label={t('widget.loading')} />}
      {state === 'failed' && <Alert tone="error">{t('widget.scriptError')}</Alert>}
      <div id={WIDGET_ID} />
    </div>
  );
}
