import { LandingLimits } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { type BuilderFaq, removeAt, replaceAt } from '../builder-state';
import type { Builder } from '../use-landing-builder';
import { AddButton, PanelRow, PanelSection } from './panel-parts';

/** The page's own questions and answers. */
export function FaqsSection({ builder }: { builder: Builder }) {
  const { t } = useTranslation('admin-landing');
  const { state, update } = builder;
  const setFaq = (index: number, patch: Partial<BuilderFaq>) =>
    update({ faqs: replaceAt(state.faqs, index, { ...state.faqs[index]!, ...patch }) });
  return (
    <PanelSection title={t('sections.faqs')}>
      {state.faqs.map((faq, index) => (
        <PanelRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and keep their order
          key={index}
          legend={t('fields.faq', { number: index + 1 })}
          removeLabel={t('actions.removeFaq', { number: index + 1 })}
          onRemove={() => update({ faqs: removeAt(state.faqs, index) })}
        >
          <Field label={t('fields.question')} error={builder.error(`faqs.${index}.question`)}>
            {(control) => (
              <input
                {...control}
                value={faq.question}
                maxLength={500}
                onChange={(event) => setFaq(index, { question: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('fields.answer')} error={builder.error(`faqs.${index}.answer`)}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={faq.answer}
                maxLength={5000}
                onChange={(event) => setFaq(index, { answer: event.target.value })}
              />
            )}
          </Field>
        </PanelRow>
      ))}
      <AddButton
        label={t('actions.addFaq')}
        disabled={state.faqs.length >= LandingLimits.faqs}
        onClick={() => update({ faqs: [...state.faqs, { question: '', answer: '' }] })}
      />
    </PanelSection>
  );
}
