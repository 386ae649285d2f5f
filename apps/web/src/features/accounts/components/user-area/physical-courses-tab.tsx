import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from './coming-soon-panel';

/** Purchased in-person courses (filled in by the courses release). */
export function PhysicalCoursesTab() {
  const { t } = useTranslation('accounts');
  return (
    <ComingSoonPanel
      icon={UsersRound}
      title={t('userArea.physicalCourses.title')}
      link={{ to: '/corsi', label: t('userArea.physicalCourses.browse') }}
    >
      {t('userArea.physicalCourses.text')}
    </ComingSoonPanel>
  );
}
