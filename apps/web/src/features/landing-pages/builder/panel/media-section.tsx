import { useTranslation } from 'react-i18next';
import type { Builder } from '../use-landing-builder';
import { MediaListInput } from './media-inputs';
import { PanelSection } from './panel-parts';

/** The gallery's photos and the extra videos. */
export function MediaSection({ builder }: { builder: Builder }) {
  const { t } = useTranslation('admin-landing');
  const { state, update, files, setFiles } = builder;
  return (
    <PanelSection title={t('sections.media')}>
      <MediaListInput
        mode={state.mode}
        kind="image"
        label={t('fields.photos')}
        urls={state.photos}
        onUrlsChange={(photos) => update({ photos })}
        files={files.photo}
        onFilesChange={(chosen) => setFiles('photo', chosen)}
        error={builder.error('photos')}
        errorAt={(index) => builder.error(`photos.${index}`)}
      />
      <MediaListInput
        mode={state.mode}
        kind="video"
        label={t('fields.videos')}
        urls={state.videos}
        onUrlsChange={(videos) => update({ videos })}
        files={files.video}
        onFilesChange={(chosen) => setFiles('video', chosen)}
        error={builder.error('videos')}
        errorAt={(index) => builder.error(`videos.${index}`)}
      />
    </PanelSection>
  );
}
