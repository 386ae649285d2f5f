import { LandingLimits } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { removeAt, replaceAt } from '../builder-state';
import type { Builder } from '../use-landing-builder';
import { IconSelect } from './icon-select';
import { SingleMediaInput } from './media-inputs';
import { AddButton, PanelRow, PanelSection, UrlField } from './panel-parts';

/** The page's brand bar: its logo and its social links. */
export function HeaderSection({ builder }: { builder: Builder }) {
  const { t } = useTranslation('admin-landing');
  const { state, update, files, setFiles } = builder;
  const setSocial = (index: number, patch: Partial<(typeof state.socialIcons)[number]>) =>
    update({ socialIcons: replaceAt(state.socialIcons, index, { ...state.socialIcons[index]!, ...patch }) });
  return (
    <PanelSection title={t('sections.header')}>
      <SingleMediaInput
        mode={state.mode}
        kind="image"
        label={t('fields.logo')}
        urlLabel={t('fields.logoUrl')}
        url={state.logoUrl}
        onUrlChange={(logoUrl) => update({ logoUrl })}
        files={files.heroLogo}
        onFilesChange={(chosen) => setFiles('heroLogo', chosen)}
        error={builder.error('logoUrl')}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={state.showSocialIcons}
          onChange={(event) => update({ showSocialIcons: event.target.checked })}
        />
        {t('fields.showSocialIcons')}
      </label>
      {state.socialIcons.map((social, index) => (
        <PanelRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and keep their order
          key={index}
          legend={t('fields.socialIcon', { number: index + 1 })}
          removeLabel={t('actions.removeSocialIcon', { number: index + 1 })}
          onRemove={() => update({ socialIcons: removeAt(state.socialIcons, index) })}
        >
          <IconSelect
            kind="social"
            label={t('fields.socialNetwork')}
            value={social.icon}
            onChange={(icon) => setSocial(index, { icon })}
            error={builder.error(`socialIcons.${index}.icon`)}
          />
          <UrlField
            label={t('fields.socialUrl')}
            error={builder.error(`socialIcons.${index}.url`)}
            value={social.url}
            onChange={(url) => setSocial(index, { url })}
          />
        </PanelRow>
      ))}
      <AddButton
        label={t('actions.addSocialIcon')}
        disabled={state.socialIcons.length >= LandingLimits.socialIcons}
        onClick={() => update({ socialIcons: [...state.socialIcons, { icon: 'fas fa-globe', url: '' }] })}
      />
    </PanelSection>
  );
}
