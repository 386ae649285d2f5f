import type { LandingPageSaved } from '@cammini/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../components/admin/upload-progress';
import { Alert } from '../../../components/ui/alert';
import { useAdminSave } from '../../../lib/admin/use-admin-save';
import { problemOf } from '../../../lib/forms/problem-of';
import { refreshLandingPages, saveLandingPage } from '../api/save-landing-page';
import { clearDraft, saveDraft } from './builder-draft';
import { errorsFromServer, toLandingFormData, validateBuilder } from './builder-form';
import { BuilderPanel } from './builder-panel';
import { BuilderPreview } from './builder-preview';
import type { BuilderState } from './builder-state';
import { outcomeOfError, type SaveOutcome, SaveOutcomeMessage } from './save-outcome';
import { useLandingBuilder } from './use-landing-builder';
import '../../../styles/admin-landing.css';

interface LandingBuilderProps {
  initial: BuilderState;
  /** The page saved in place (edit screen); a new page is published without. */
  pageId?: number;
  /** New pages only: when the draft the builder opened with was saved, and the example to start over from. */
  draft?: { restoredAt: string | null; startOver: () => BuilderState };
  initialOutcome?: SaveOutcome | null;
  /** After the server accepted the page; may answer the state to continue from (the saved page). */
  onSaved: (saved: LandingPageSaved) => Promise<BuilderState | undefined>;
}

type View = 'settings' | 'preview';

/**
 * The landing-page builder: the configuration panel beside a live preview (one at a time on a
 * phone), and the save bar. Saving a new page also keeps its draft in this browser.
 */
export function LandingBuilder({ initial, pageId, draft, initialOutcome = null, onSaved }: LandingBuilderProps) {
  const { t, i18n } = useTranslation('admin-landing');
  const queryClient = useQueryClient();
  const builder = useLandingBuilder(initial);
  const [view, setView] = useState<View>('settings');
  const [saving, setSaving] = useState(false);
  const { progress, outcome, onProgress, begin, settle } = useAdminSave<SaveOutcome>(initialOutcome);
  const [draftSaved, setDraftSaved] = useState(false);
  const [restoredAt, setRestoredAt] = useState(draft?.restoredAt ?? null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // Once the fields show their errors, the first one takes the focus.
  useEffect(() => {
    if (focusRequest > 0) panelRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function showProblems(paths: string[]) {
    setView('settings');
    setFocusRequest((count) => count + 1);
    return paths;
  }

  async function save() {
    if (saving) return;
    const { state, files } = builder;
    if (draft) setDraftSaved(saveDraft(state));
    const problems = validateBuilder(state, files);
    builder.setErrors(problems);
    if (Object.keys(problems).length > 0) {
      settle({ kind: 'invalid', paths: showProblems(Object.keys(problems)) });
      return;
    }
    setSaving(true);
    begin();
    onProgress(0);
    try {
      const saved = await saveLandingPage({
        id: pageId,
        form: toLandingFormData(state, files),
        onProgress,
      });
      await refreshLandingPages(queryClient);
      const next = await onSaved(saved);
      if (next) builder.reset(next);
      settle({ kind: pageId === undefined ? 'published' : 'saved', slug: saved.slug });
    } catch (error) {
      const refusal = problemOf(error);
      const serverErrors = refusal ? errorsFromServer(refusal.fields) : {};
      builder.setErrors(serverErrors);
      const paths = Object.keys(serverErrors);
      settle(outcomeOfError(error, paths.length > 0 ? showProblems(paths) : paths));
    } finally {
      setSaving(false);
      onProgress(null);
    }
  }

  function startOver() {
    if (!draft || !window.confirm(t('actions.startOverConfirm'))) return;
    clearDraft();
    builder.reset(draft.startOver());
    setRestoredAt(null);
    setDraftSaved(false);
    begin();
  }

  return (
    <div className="lb" data-view={view}>
      {restoredAt && (
        <div className="lb-draft">
          <Alert tone="info">
            {t('draft.restored', { date: new Date(restoredAt).toLocaleString(i18n.language) })}{' '}
            {t('draft.filesNotKept')}
          </Alert>
          <button type="button" className="button button-secondary" onClick={startOver}>
            {t('actions.startOver')}
          </button>
        </div>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons reads better than a radio group here */}
      <div className="lb-view-toggle" role="group" aria-label={t('view.label')}>
        {(['settings', 'preview'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="lb-view-toggle__button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {t(`view.${option}`)}
          </button>
        ))}
      </div>
      <div className="lb-layout">
        <div ref={panelRef} className="lb-pane lb-pane--settings">
          <BuilderPanel builder={builder} />
        </div>
        <div className="lb-pane lb-pane--preview">
          <BuilderPreview state={builder.state} files={builder.files} />
        </div>
      </div>
      <div className="lb-actions">
        <div className="lb-actions__messages" aria-live="polite">
          {outcome && <SaveOutcomeMessage outcome={outcome} />}
          {draftSaved && <p className="field-hint">{t('draft.saved')}</p>}
          <UploadProgress value={progress} />
        </div>
        <button type="button" className="button button-primary" disabled={saving} onClick={() => void save()}>
          {saving ? t('actions.saving') : t(pageId === undefined ? 'actions.publish' : 'actions.save')}
        </button>
      </div>
    </div>
  );
}
