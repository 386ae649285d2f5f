import {
  CAPTION_LANGUAGES,
  CAPTIONS_MAX_BYTES,
  type CaptionLanguage,
  type CaptionsSaved,
  type FieldProblemCode,
} from '@cammini/contract';
import { Check, CircleAlert } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFailureOf } from '../../lib/admin/admin-failure';
import { sendAdminForm } from '../../lib/admin/send-admin-form';
import { failed, saved as savedOutcome, useAdminSave } from '../../lib/admin/use-admin-save';
import { request } from '../../lib/api-client';
import { LOST_SESSION_KEY, NO_PRIVATE_TOKEN_KEY } from '../../lib/forms/lost-access';
import { languageName } from '../ui/caption-tracks';
import './caption-controls.css';

interface CaptionControlsProps {
  /** The saved video's resource, under which its captions live: `/api/lessons/12`. */
  video: string;
  /** What the video is, for the labels: "Lezione 2: Il respiro". */
  videoLabel: string;
  /** The languages it has captions in, as the edit form's data says. */
  languages: readonly CaptionLanguage[];
  /** After a change, with the languages the server now has (the form may refresh its data). */
  onChange?: (languages: CaptionLanguage[]) => void;
}

type Work = { kind: 'uploading' | 'removing'; language: CaptionLanguage } | null;

const MAX_KB = CAPTIONS_MAX_BYTES / 1024;
const looksLikeVtt = (file: File) => /\.vtt$/i.test(file.name) || file.type === 'text/vtt';

/**
 * The captions of one saved video in the back office: for Italian and English, whether it has
 * them or they are missing, a file input that uploads a .vtt at once (replacing that language's),
 * and a remove button. The server checks the file (WebVTT, 512 KB, cues within the video) and its
 * refusal is shown here in the admin's language.
 */
export function CaptionControls({ video, videoLabel, languages, onChange }: CaptionControlsProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [saved, setSaved] = useState<readonly CaptionLanguage[]>(languages);
  const [work, setWork] = useState<Work>(null);
  const save = useAdminSave();
  const outcome = save.outcome;
  const page = i18n.language === 'en' ? 'en' : 'it';
  const nameOf = (language: CaptionLanguage) => languageName(language, page);
  // The form's data was read again (another save): it is the truth again.
  const languagesKey = languages.join();
  useEffect(() => setSaved(languages), [languagesKey]);

  const failureText = (error: unknown) => {
    const failure = adminFailureOf(error);
    if (failure.kind === 'session') return t(LOST_SESSION_KEY);
    if (failure.kind === 'token') return t(NO_PRIVATE_TOKEN_KEY);
    if (failure.kind === 'notFound') return t('captions.notFound');
    if (failure.kind === 'invalid' || failure.kind === 'fileRefused') {
      const [problem] = 'fields' in failure ? (Object.values(failure.fields ?? {})[0] ?? []) : [];
      const code = problem?.code as FieldProblemCode | undefined;
      if (code?.startsWith('captions')) return t(`captions.problems.${code}`, { limit: problem?.limit });
      if (failure.kind === 'fileRefused') return t('captions.problems.captionsTooLarge', { limit: MAX_KB });
    }
    return t('captions.failed');
  };

  const finish = (answer: CaptionsSaved, text: string) => {
    setSaved(answer.captions);
    save.settle(savedOutcome(text));
    onChange?.(answer.captions);
  };

  async function upload(language: CaptionLanguage, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!looksLikeVtt(file)) return save.settle(failed(t('captions.wrongType', { name: file.name })));
    if (file.size > CAPTIONS_MAX_BYTES)
      return save.settle(failed(t('captions.tooLarge', { name: file.name, max: MAX_KB })));
    const form = new FormData();
    form.append('language', language);
    form.append('file', file);
    setWork({ kind: 'uploading', language });
    save.begin();
    try {
      const answer = await sendAdminForm<CaptionsSaved>(`${video}/captions`, { method: 'POST', form });
      finish(answer, t('captions.uploaded', { language: nameOf(language) }));
    } catch (error) {
      save.settle(failed(failureText(error)));
    } finally {
      setWork(null);
    }
  }

  async function remove(language: CaptionLanguage) {
    setWork({ kind: 'removing', language });
    save.begin();
    try {
      const answer = await request<CaptionsSaved>(`${video}/captions/${language}`, { method: 'DELETE', auth: 'admin' });
      finish(answer, t('captions.removed', { language: nameOf(language) }));
    } catch (error) {
      save.settle(failed(failureText(error)));
    } finally {
      setWork(null);
    }
  }

  return (
    <fieldset className="caption-controls" aria-describedby={`${id}-hint`}>
      <legend className="caption-controls__title">{t('captions.groupLabel', { video: videoLabel })}</legend>
      <div className="caption-controls__languages">
        {CAPTION_LANGUAGES.map((language) => {
          const has = saved.includes(language);
          const name = nameOf(language);
          return (
            <div key={language} className="caption-controls__language">
              <span className="caption-controls__name">{name}</span>
              {has ? (
                <span className="caption-controls__state caption-controls__state--present">
                  <Check aria-hidden="true" size={16} /> {t('captions.present')}
                </span>
              ) : (
                <span className="caption-controls__state caption-controls__state--missing">
                  <CircleAlert aria-hidden="true" size={16} /> {t('captions.missing')}
                </span>
              )}
              <span className="caption-controls__actions">
                <label className="button button-secondary button-small caption-controls__file">
                  {/* Short on screen (the row names the language); the input's name says it all and begins alike. */}
                  {t(has ? 'captions.replaceShort' : 'captions.uploadShort')}
                  <input
                    type="file"
                    accept=".vtt,text/vtt"
                    aria-label={t(has ? 'captions.replace' : 'captions.upload', { language: name })}
                    className="visually-hidden"
                    disabled={work !== null}
                    onChange={(event) => void upload(language, event)}
                  />
                </label>
                {has && (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    disabled={work !== null}
                    aria-label={t('captions.removeLabel', { language: name, video: videoLabel })}
                    onClick={() => void remove(language)}
                  >
                    {t('captions.remove')}
                  </button>
                )}
              </span>
            </div>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('captions.hint', { max: MAX_KB })}
      </p>
      {/* A live region, not role="status": a form holds several of these beside its own save status. */}
      <p className="caption-controls__status" aria-live="polite">
        {work && t(`captions.${work.kind}`, { language: nameOf(work.language) })}
        {!work && outcome?.tone === 'success' && outcome.text}
      </p>
      {!work && outcome?.tone === 'error' && (
        <p className="field-error" role="alert">
          {outcome.text}
        </p>
      )}
    </fieldset>
  );
}
