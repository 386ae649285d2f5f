import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function makePlaceholder(titleKey: string) {
  return function Placeholder() {
    const { t } = useTranslation();
    return <PlaceholderPage title={t(titleKey)} />;
  };
}
