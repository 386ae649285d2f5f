import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import type { BuilderState } from '../builder-state';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../contrast';
import type { Builder } from '../use-landing-builder';
import { ColorField } from './color-field';
import { SingleMediaInput } from './media-inputs';
import { PanelSection } from './panel-parts';

const COLORS = ['heroBgColor', 'heroTextColor', 'heroButtonColor', 'heroButtonTextColor'] as const;

/** The opening band: its texts, its four colours and its background picture or video. */
export function HeroSection({ builder }: { builder: Builder }) {
  const { t, i18n } = useTranslation('admin-landing');
  const { state, update, files, setFiles } = builder;
  // Advice, not a rule: the colours are the admin's choice (white on orange, the original default, fails it).
  const warnings = (
    [
      ['text', contrastRatio(state.heroTextColor, state.heroBgColor)],
      ['button', contrastRatio(state.heroButtonTextColor, state.heroButtonColor)],
    ] as const
  ).filter(([, ratio]) => ratio !== null && ratio < MIN_TEXT_CONTRAST);
  const text = (name: 'heroTitle' | 'heroCtaText', maxLength: number) => (
    <Field label={t(`fields.${name}`)} error={builder.error(name)}>
      {(control) => (
        <input
          {...control}
          value={state[name]}
          maxLength={maxLength}
          onChange={(event) => update({ [name]: event.target.value } as Partial<BuilderState>)}
        />
      )}
    </Field>
  );
  return (
    <PanelSection title={t('sections.hero')}>
      {text('heroTitle', 200)}
      <Field label={t('fields.heroSubtitle')} error={builder.error('heroSubtitle')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={state.heroSubtitle}
            maxLength={1000}
            onChange={(event) => update({ heroSubtitle: event.target.value })}
          />
        )}
      </Field>
      {text('heroCtaText', 80)}
      <Field label={t('fields.heroCtaUrl')} hint={t('fields.heroCtaUrlHint')} error={builder.error('heroCtaUrl')}>
        {(control) => (
          <input
            {...control}
            value={state.heroCtaUrl}
            maxLength={2000}
            placeholder="/modulo"
            inputMode="url"
            onChange={(event) => update({ heroCtaUrl: event.target.value })}
          />
        )}
      </Field>
      <div className="lb-colors">
        {COLORS.map((name) => (
          <ColorField
            key={name}
            label={t(`fields.${name}`)}
            value={state[name]}
            onChange={(value) => update({ [name]: value } as Partial<BuilderState>)}
            error={builder.error(name)}
          />
        ))}
      </div>
      {warnings.map(([pair, ratio]) => (
        <p key={pair} className="lb-warning">
          <TriangleAlert aria-hidden="true" size={16} />
          {t(`contrast.${pair}`, { ratio: ratio!.toLocaleString(i18n.language, { maximumFractionDigits: 1 }) })}
        </p>
      ))}
      <SingleMediaInput
        mode={state.mode}
        kind="image"
        label={t('fields.heroBgImage')}
        urlLabel={t('fields.heroBgImageUrl')}
        url={state.heroBgImageUrl}
        onUrlChange={(heroBgImageUrl) => update({ heroBgImageUrl })}
        files={files.heroBgImage}
        onFilesChange={(chosen) => setFiles('heroBgImage', chosen)}
        error={builder.error('heroBgImageUrl')}
      />
      <SingleMediaInput
        mode={state.mode}
        kind="video"
        label={t('fields.heroVideo')}
        urlLabel={t('fields.heroVideoUrl')}
        url={state.heroVideoUrl}
        onUrlChange={(heroVideoUrl) => update({ heroVideoUrl })}
        files={files.heroVideoFile}
        onFilesChange={(chosen) => setFiles('heroVideoFile', chosen)}
        error={builder.error('heroVideoUrl')}
      />
    </PanelSection>
  );
}
