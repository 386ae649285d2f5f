import { IMAGE_TYPES, UploadLimits, VIDEO_TYPES } from '@cammini/contract';
import { X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type MediaKind = 'image' | 'video';

interface MediaFieldProps<Saved extends string | number> {
  label: string;
  kind: MediaKind;
  /** A gallery takes several files; a cover or main video takes one, which replaces the current one. */
  multiple?: boolean;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /**
   * Media already saved with the item (edit forms), the admin may remove them: their public
   * addresses, or what names them when `savedPreview` shows them another way.
   */
  existing?: readonly Saved[];
  onExistingChange?: (saved: Saved[]) => void;
  /** Shows a saved medium that has no public address (a private video, through a signed one). */
  savedPreview?: (saved: Saved, name: string) => ReactNode;
  /** A saved medium's name, for its preview and remove button; the address's file name by default. */
  savedName?: (saved: Saved) => string;
  required?: boolean;
  error?: string;
  hint?: string;
}

const ACCEPT: Record<MediaKind, readonly string[]> = { image: IMAGE_TYPES, video: VIDEO_TYPES };
const LIMIT: Record<MediaKind, number> = { image: UploadLimits.imageBytes, video: UploadLimits.videoBytes };
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Why a file is refused before upload, or null; the server checks the content again. */
export function refusalOf(file: File, kind: MediaKind): 'type' | 'size' | null {
  if (!ACCEPT[kind].includes(file.type)) return 'type';
  if (file.size > LIMIT[kind]) return 'size';
  return null;
}

function Preview({ kind, src, name }: { kind: MediaKind; src: string; name: string }) {
  return kind === 'image' ? (
    <img src={src} alt={name} width={200} loading="lazy" />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: a preview of the admin's own upload, not published media
    <video src={src} controls preload="metadata" width={200} aria-label={name} />
  );
}

/** A file input with previews, early type and size checks, and the saved media to keep or remove. */
export function MediaField<Saved extends string | number = string>({
  label,
  kind,
  multiple = false,
  files,
  onFilesChange,
  existing = [],
  onExistingChange,
  savedPreview,
  savedName = (saved) => String(saved).split('/').pop() ?? '',
  required = false,
  error,
  hint,
}: MediaFieldProps<Saved>) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const messages: string[] = [];
    const accepted = chosen.filter((file) => {
      const refusal = refusalOf(file, kind);
      if (refusal === 'type') messages.push(t(`media.wrongType.${kind}`, { name: file.name }));
      if (refusal === 'size') messages.push(t('media.tooLarge', { name: file.name, max: megabytes(LIMIT[kind]) }));
      return refusal === null;
    });
    setRefused(messages);
    if (accepted.length === 0) return;
    const next = multiple ? [...files, ...accepted].slice(0, UploadLimits.filesPerField) : accepted.slice(0, 1);
    onFilesChange(next);
  }

  const shownExisting = !multiple && files.length > 0 ? [] : existing;
  const describedBy = [hint && `${id}-hint`, (error || refused.length > 0) && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div className="field media-field" data-invalid={Boolean(error)}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT[kind].join(',')}
        multiple={multiple}
        onChange={handleChange}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {(error || refused.length > 0) && (
        <span id={`${id}-error`} className="field-error">
          {[error, ...refused].filter(Boolean).join(' ')}
        </span>
      )}
      {(shownExisting.length > 0 || previews.length > 0) && (
        <ul className="media-field__items">
          {shownExisting.map((saved) => (
            <li key={saved} className="media-field__item">
              {savedPreview ? (
                savedPreview(saved, savedName(saved))
              ) : (
                <Preview kind={kind} src={String(saved)} name={t('media.saved')} />
              )}
              {onExistingChange && (
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={t('media.removeSaved', { name: savedName(saved) })}
                  onClick={() => onExistingChange(existing.filter((item) => item !== saved))}
                >
                  <X aria-hidden="true" size={16} />
                </button>
              )}
            </li>
          ))}
          {previews.map(({ file, url }) => (
            <li key={url} className="media-field__item media-field__item--new">
              <Preview kind={kind} src={url} name={file.name} />
              <span className="media-field__name">{file.name}</span>
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={t('media.removeNew', { name: file.name })}
                onClick={() => onFilesChange(files.filter((item) => item !== file))}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
