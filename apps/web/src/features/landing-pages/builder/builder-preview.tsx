import { type MouseEvent, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingPageContent } from '../components/landing-page-content';
import { type BuilderFiles, type BuilderState, type FilePreviews, toPreviewPage } from './builder-state';

/** Object URLs of the chosen files, revoked when the choice changes or the preview goes. */
function useFilePreviews(files: BuilderFiles): FilePreviews {
  const previews = useMemo(() => {
    const url = (file: File | undefined) => (file ? URL.createObjectURL(file) : undefined);
    return {
      heroLogo: url(files.heroLogo[0]),
      heroBgImage: url(files.heroBgImage[0]),
      heroVideoFile: url(files.heroVideoFile[0]),
      photo: files.photo.map((file) => URL.createObjectURL(file)),
      video: files.video.map((file) => URL.createObjectURL(file)),
    };
  }, [files]);
  useEffect(
    () => () => {
      const { heroLogo, heroBgImage, heroVideoFile, photo, video } = previews;
      for (const url of [heroLogo, heroBgImage, heroVideoFile, ...photo, ...video]) if (url) URL.revokeObjectURL(url);
    },
    [previews],
  );
  return previews;
}

/** A link in the preview must not take the admin away from unsaved work. */
function keepLinksInPlace(event: MouseEvent) {
  if ((event.target as Element).closest('a[href]')) event.preventDefault();
}

/** The live preview: the public page's own sections over the builder's current state. */
export function BuilderPreview({ state, files }: { state: BuilderState; files: BuilderFiles }) {
  const { t } = useTranslation('admin-landing');
  const page = toPreviewPage(state, useFilePreviews(files));
  return (
    <section className="lb-preview" aria-label={t('preview.label')} onClickCapture={keepLinksInPlace}>
      <p className="lb-preview__note">{t('preview.note')}</p>
      <div className="lb-preview__frame">
        <LandingPageContent page={page} />
      </div>
    </section>
  );
}
