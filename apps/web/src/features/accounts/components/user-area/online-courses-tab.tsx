import { CirclePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from './coming-soon-panel';

/** Purchased online courses (filled in by the online courses release). */
export function OnlineCoursesTab() {
  const { t } = useTranslation('accounts');
  return (
    <ComingSoonPanel
      icon={CirclePlay}
      title={t('userArea.onlineCourses.title')}
      link={{ to: '/meditazione', label: t('userArea.onlineCourses.browse') }}
    >
      {t('userArea.onlineCourses.text')}
    </ComingSoonPanel>
  );
}
