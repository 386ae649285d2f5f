import { LandingLimits } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { type BuilderReason, removeAt, replaceAt } from '../builder-state';
import type { Builder } from '../use-landing-builder';
import { IconSelect } from './icon-select';
import { AddButton, PanelRow, PanelSection } from './panel-parts';

/** The "why choose us" reasons: an icon, a title and a short text each. */
export function ReasonsSection({ builder }: { builder: Builder }) {
  const { t } = useTranslation('admin-landing');
  const { state, update } = builder;
  const setReason = (index: number, patch: Partial<BuilderReason>) =>
    update({ reasons: replaceAt(state.reasons, index, { ...state.reasons[index]!, ...patch }) });
  return (
    <PanelSection title={t('sections.reasons')}>
      {state.reasons.map((reason, index) => (
        <PanelRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and keep their order
          key={index}
          legend={t('fields.reason', { number: index + 1 })}
          removeLabel={t('actions.removeReason', { number: index + 1 })}
          onRemove={() => update({ reasons: removeAt(state.reasons, index) })}
        >
          <IconSelect
            kind="reason"
            label={t('fields.reasonIcon')}
            value={reason.icon}
            onChange={(icon) => setReason(index, { icon })}
            error={builder.error(`reasons.${index}.icon`)}
          />
          <Field label={t('fields.reasonTitle')} error={builder.error(`reasons.${index}.title`)}>
            {(control) => (
              <input
                {...control}
                value={reason.title}
                maxLength={200}
                onChange={(event) => setReason(index, { title: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('fields.reasonText')} error={builder.error(`reasons.${index}.text`)}>
            {(control) => (
              <textarea
                {...control}
                rows={2}
                value={reason.text}
                maxLength={2000}
                onChange={(event) => setReason(index, { text: event.target.value })}
              />
            )}
          </Field>
        </PanelRow>
      ))}
      <AddButton
        label={t('actions.addReason')}
        disabled={state.reasons.length >= LandingLimits.reasons}
        onClick={() => update({ reasons: [...state.reasons, { icon: 'fas fa-star', title: '', text: '' }] })}
      />
    </PanelSection>
  );
}
