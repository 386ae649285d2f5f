import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { VideoCaptionsSection } from '../../../components/admin/video-captions-section';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { landingPageByIdQuery, useLandingPageById } from '../../../features/landing-pages/api/get-landing-page-by-id';
import { stateFromPage } from '../../../features/landing-pages/builder/builder-state';
import { LandingBuilder } from '../../../features/landing-pages/builder/landing-builder';
import type { SaveOutcome } from '../../../features/landing-pages/builder/save-outcome';
import { PrivateTokenError } from '../../../lib/admin/private-token';
import { problemOf } from '../../../lib/forms/problem-of';

/** /edit-landing/{id}: the builder over a saved page, saving it in place. */
export default function EditLandingPage() {
  const { t } = useTranslation('admin-landing');
  const id = useParams().id ?? '';
  const location = useLocation();
  const queryClient = useQueryClient();
  const page = useLandingPageById(id);
  // The builder sends a new page here once published, to say so.
  const [published] = useState<SaveOutcome | null>(() => {
    const slug = (location.state as { published?: unknown } | null)?.published;
    return typeof slug === 'string' ? { kind: 'published', slug } : null;
  });
  const notFound = !/^\d{1,10}$/.test(id) || problemOf(page.error)?.status === 404;

  let content: React.ReactNode;
  let captions: React.ReactNode = null;
  if (notFound) {
    content = (
      <div className="lb-list-state">
        <Alert tone="error">{t('edit.notFound')}</Alert>
      </div>
    );
  } else if (page.isPending) {
    content = <Loading label={t('edit.loading')} />;
  } else if (page.isError) {
    content = (
      <div className="lb-list-state">
        <Alert tone="error">{page.error instanceof PrivateTokenError ? t('messages.token') : t('edit.error')}</Alert>
        <button type="button" className="button button-secondary" onClick={() => void page.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  } else {
    content = (
      <LandingBuilder
        key={page.data.id}
        initial={stateFromPage(page.data)}
        pageId={page.data.id}
        initialOutcome={published}
        onSaved={async () => stateFromPage(await queryClient.fetchQuery(landingPageByIdQuery(id)))}
      />
    );
    const saved = page.data;
    captions = (
      <VideoCaptionsSection
        videos={saved.videos.map((video, index) => ({
          resource: `/api/landingpage/${saved.id}/videos/${index + 1}`,
          name: video.split('/').pop() || video,
          captions: saved.video_captions?.[index] ?? [],
        }))}
      />
    );
  }
  return (
    <AdminPage title={t('titles.edit')} wide backTo="/seelandingpage" backLabel={t('actions.backToList')}>
      {content}
      {captions}
    </AdminPage>
  );
}
