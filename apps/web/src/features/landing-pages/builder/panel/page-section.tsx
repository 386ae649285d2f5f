import { normalizeLandingSlug } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import type { MediaMode } from '../builder-state';
import type { Builder } from '../use-landing-builder';
import { PanelSection } from './panel-parts';

/** The page's address and how its pictures and videos are added. */
export function PageSection({ builder }: { builder: Builder }) {
  const { t } = useTranslation('admin-landing');
  const { state, update } = builder;
  const slug = normalizeLandingSlug(state.slug);
  const modes: MediaMode[] = ['url', 'file'];
  return (
    <PanelSection title={t('sections.page')}>
      <Field
        label={t('fields.slug')}
        error={builder.error('slug')}
        hint={slug ? t('fields.slugHint', { path: `/${slug}` }) : t('fields.slugHintEmpty')}
      >
        {(control) => (
          <input
            {...control}
            value={state.slug}
            maxLength={120}
            autoCapitalize="off"
            spellCheck={false}
            placeholder="ritiro-di-primavera"
            onChange={(event) => update({ slug: event.target.value })}
          />
        )}
      </Field>
      <fieldset className="lb-mode" aria-describedby="lb-mode-hint">
        <legend>{t('fields.mode')}</legend>
        <div className="lb-mode__options">
          {modes.map((mode) => (
            <label key={mode} className="lb-mode__option">
              <input
                type="radio"
                name="lb-mode"
                value={mode}
                checked={state.mode === mode}
                onChange={() => update({ mode })}
              />
              {t(mode === 'url' ? 'fields.modeUrl' : 'fields.modeFile')}
            </label>
          ))}
        </div>
        <p id="lb-mode-hint" className="field-hint">
          {t(state.mode === 'url' ? 'fields.modeUrlHint' : 'fields.modeFileHint')}
        </p>
        {builder.error('mode') && <p className="field-error">{builder.error('mode')}</p>}
      </fieldset>
    </PanelSection>
  );
}
