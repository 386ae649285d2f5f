import { LandingLimits } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { type BuilderModule, removeAt, replaceAt } from '../builder-state';
import type { Builder } from '../use-landing-builder';
import { AddButton, PanelRow, PanelSection, RemoveButton } from './panel-parts';

const MAX_BULLETS = 50;

/** The programme: modules with their points. */
export function ModulesSection({ builder }: { builder: Builder }) {
  const { t } = useTranslation('admin-landing');
  const { state, update } = builder;
  const setModule = (index: number, patch: Partial<BuilderModule>) =>
    update({ modules: replaceAt(state.modules, index, { ...state.modules[index]!, ...patch }) });
  return (
    <PanelSection title={t('sections.modules')}>
      {state.modules.map((module, index) => (
        <PanelRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and keep their order
          key={index}
          legend={t('fields.module', { number: index + 1 })}
          removeLabel={t('actions.removeModule', { number: index + 1 })}
          onRemove={() => update({ modules: removeAt(state.modules, index) })}
        >
          <Field label={t('fields.moduleTitle')} error={builder.error(`modules.${index}.moduleTitle`)}>
            {(control) => (
              <input
                {...control}
                value={module.moduleTitle}
                maxLength={200}
                onChange={(event) => setModule(index, { moduleTitle: event.target.value })}
              />
            )}
          </Field>
          {builder.error(`modules.${index}.bullets`) && (
            <p className="field-error">{builder.error(`modules.${index}.bullets`)}</p>
          )}
          {module.bullets.map((bullet, bulletIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: points are edited in place and keep their order
            <div key={bulletIndex} className="lb-inline-row">
              <Field label={t('fields.bullet', { number: bulletIndex + 1 })}>
                {(control) => (
                  <input
                    {...control}
                    value={bullet}
                    maxLength={500}
                    onChange={(event) =>
                      setModule(index, { bullets: replaceAt(module.bullets, bulletIndex, event.target.value) })
                    }
                  />
                )}
              </Field>
              <RemoveButton
                label={t('actions.removeBullet', { number: bulletIndex + 1, module: index + 1 })}
                onClick={() => setModule(index, { bullets: removeAt(module.bullets, bulletIndex) })}
              />
            </div>
          ))}
          <AddButton
            label={t('actions.addBullet')}
            disabled={module.bullets.length >= MAX_BULLETS}
            onClick={() => setModule(index, { bullets: [...module.bullets, ''] })}
          />
        </PanelRow>
      ))}
      <AddButton
        label={t('actions.addModule')}
        disabled={state.modules.length >= LandingLimits.modules}
        onClick={() => update({ modules: [...state.modules, { moduleTitle: '', bullets: [''] }] })}
      />
    </PanelSection>
  );
}
