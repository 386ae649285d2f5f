import { Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What an empty or unavailable list shows: a calm "coming soon" rather than a blank space. */
export function ComingSoon({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="coming-soon">
      <Sprout aria-hidden="true" />
      <p>{text ?? t('states.comingSoonItems')}</p>
    </div>
  );
}
