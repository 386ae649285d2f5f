import { LandingLimits } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { MediaField } from '../../../../components/admin/media-field';
import { removeAt, replaceAt } from '../builder-state';
import { AddButton, RemoveButton, UrlField } from './panel-parts';

interface SingleMediaProps {
  mode: 'url' | 'file';
  kind: 'image' | 'video';
  /** The field's name as a medium ("Logo"); URL mode labels the address ("Indirizzo del logo"). */
  label: string;
  urlLabel: string;
  url: string;
  onUrlChange: (url: string) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  error?: string;
}

/** One picture or video: an address in URL mode, a file (or the saved one kept) in file mode. */
export function SingleMediaInput({
  mode,
  kind,
  label,
  urlLabel,
  url,
  onUrlChange,
  files,
  onFilesChange,
  error,
}: SingleMediaProps) {
  if (mode === 'file') {
    return (
      <MediaField
        label={label}
        kind={kind}
        files={files}
        onFilesChange={onFilesChange}
        existing={url.trim() ? [url.trim()] : []}
        onExistingChange={(kept) => onUrlChange(kept[0] ?? '')}
        error={error}
      />
    );
  }
  return <UrlField label={urlLabel} error={error} value={url} onChange={onUrlChange} />;
}

interface MediaListProps {
  mode: 'url' | 'file';
  kind: 'image' | 'video';
  label: string;
  urls: string[];
  onUrlsChange: (urls: string[]) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** The problem of the whole list, and of each address by its row. */
  error?: string;
  errorAt: (index: number) => string | undefined;
}

/** The gallery's photos or the extra videos: a list of addresses, or files beside the saved ones. */
export function MediaListInput({
  mode,
  kind,
  label,
  urls,
  onUrlsChange,
  files,
  onFilesChange,
  error,
  errorAt,
}: MediaListProps) {
  const { t } = useTranslation('admin-landing');
  if (mode === 'file') {
    return (
      <MediaField
        label={label}
        kind={kind}
        multiple
        files={files}
        onFilesChange={onFilesChange}
        existing={urls.filter((url) => url.trim())}
        onExistingChange={onUrlsChange}
        error={error}
      />
    );
  }
  const isPhoto = kind === 'image';
  const limit = isPhoto ? LandingLimits.photos : LandingLimits.videos;
  return (
    <div className="lb-media-list">
      <p className="lb-media-list__label">{label}</p>
      {error && <p className="field-error">{error}</p>}
      {urls.map((url, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and keep their order
        <div key={index} className="lb-inline-row">
          <UrlField
            label={t(isPhoto ? 'fields.photoUrl' : 'fields.videoUrl', { number: index + 1 })}
            error={errorAt(index)}
            value={url}
            onChange={(next) => onUrlsChange(replaceAt(urls, index, next))}
          />
          <RemoveButton
            label={t(isPhoto ? 'actions.removePhoto' : 'actions.removeVideo', { number: index + 1 })}
            onClick={() => onUrlsChange(removeAt(urls, index))}
          />
        </div>
      ))}
      <AddButton
        label={t(isPhoto ? 'actions.addPhoto' : 'actions.addVideo')}
        onClick={() => onUrlsChange([...urls, ''])}
        disabled={urls.length >= limit}
      />
    </div>
  );
}
