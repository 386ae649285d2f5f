import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { loadDraft } from '../../../features/landing-pages/builder/builder-draft';
import { defaultBuilderState } from '../../../features/landing-pages/builder/builder-state';
import { LandingBuilder } from '../../../features/landing-pages/builder/landing-builder';
import { useSiteSettings } from '../../../lib/site';

/** /buildlandingpage: a new landing page, from the saved draft if there is one. */
export default function BuildLandingPage() {
  const { t } = useTranslation('admin-landing');
  const navigate = useNavigate();
  const [draft] = useState(loadDraft);
  const social = useSiteSettings()?.social;
  const [initial] = useState(() => draft?.state ?? defaultBuilderState(t, social));
  return (
    <AdminPage title={t('titles.build')} wide>
      <LandingBuilder
        initial={initial}
        draft={{ restoredAt: draft?.savedAt ?? null, startOver: () => defaultBuilderState(t, social) }}
        onSaved={async (saved) => {
          // Further saves change the published page in place.
          await navigate(`/edit-landing/${saved.id}`, { state: { published: saved.slug } });
          return undefined;
        }}
      />
    </AdminPage>
  );
}
