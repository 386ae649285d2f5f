import { useTranslation } from 'react-i18next';
import { MediaField } from '../../../components/admin/media-field';

interface CoverImageFieldProps {
  /** The course being edited (with its saved cover, if any); none for a new course. */
  course: { immagineCopertina: string | null } | undefined;
  files: File[];
  onFilesChange: (cover: File[]) => void;
  error: string | undefined;
}

/** A course's cover: required, the saved one kept until another is chosen. */
export function CoverImageField({ course, files, onFilesChange, error }: CoverImageFieldProps) {
  const { t } = useTranslation('admin-courses');
  return (
    <MediaField
      label={t('fields.coverImage')}
      kind="image"
      files={files}
      onFilesChange={onFilesChange}
      existing={course?.immagineCopertina ? [course.immagineCopertina] : []}
      hint={course ? t('fields.coverImageHint') : undefined}
      error={error}
      required
    />
  );
}
