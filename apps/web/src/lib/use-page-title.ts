import { useEffect } from 'react';

const SITE = 'Cammini di Crescita';

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} — percorsi di crescita personale`;
  }, [title]);
}
