import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuilderErrors } from './builder-form';
import { type BuilderFiles, type BuilderState, noFiles } from './builder-state';

/** The builder's working copy: the page's texts, the chosen files and the problems to show. */
export function useLandingBuilder(initial: BuilderState) {
  const { t } = useTranslation('admin-landing');
  const [state, setState] = useState(initial);
  const [files, setAllFiles] = useState<BuilderFiles>(noFiles);
  const [errors, setErrors] = useState<BuilderErrors>({});

  const update = useCallback((patch: Partial<BuilderState>) => setState((current) => ({ ...current, ...patch })), []);
  const setFiles = useCallback(
    (field: keyof BuilderFiles, chosen: File[]) => setAllFiles((current) => ({ ...current, [field]: chosen })),
    [],
  );
  const reset = useCallback((next: BuilderState) => {
    setState(next);
    setAllFiles(noFiles());
    setErrors({});
  }, []);
  /** The translated problem at a path, for the field that shows it. */
  const error = (path: string): string | undefined => (errors[path] ? t(`invalid.${errors[path]}`) : undefined);

  return { state, files, errors, setErrors, update, setFiles, reset, error };
}

export type Builder = ReturnType<typeof useLandingBuilder>;
