import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

/** A screen a later release builds; its title key comes from the route's `handle`. */
export default function Placeholder() {
  const { t } = useTranslation();
  const match = useMatches().at(-1);
  const titleKey = (match?.handle as { titleKey?: string } | undefined)?.titleKey ?? 'states.comingSoon';
  return <PlaceholderPage title={t(titleKey)} />;
}
