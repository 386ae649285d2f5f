import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Placeholder until this screen is built.
export default function Page() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.review')} />;
}
