import type { Faq } from '@cammini/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminActions } from '../../../components/content/admin-actions';

interface FaqAccordionProps {
  faqs: Faq[];
  /** Resolves only when the server answered 200 (the item then leaves the list). */
  onDelete: (id: number) => Promise<unknown>;
  /** Moves a question to another place (from 0); admins only. */
  onMove: (id: number, to: number) => void;
}

/** Paragraphs as the admin typed them: a blank line or a line break starts a new one. */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * One answer open at a time; pressing the open question closes it. Closed answers are inert, so
 * they are neither read out nor reachable with Tab while the height transition hides them.
 */
export function FaqAccordion({ faqs, onDelete, onMove }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();

  return (
    <ul className="faq-list">
      {faqs.map((faq, index) => {
        const open = openId === faq.idFaq;
        const buttonId = `${baseId}-question-${faq.idFaq}`;
        const panelId = `${baseId}-answer-${faq.idFaq}`;
        return (
          <li key={faq.idFaq} className="faq-item" data-open={open}>
            <div className="faq-item__header">
              <h2 className="faq-item__question">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : faq.idFaq)}
                >
                  <span>{faq.question}</span>
                  <ChevronDown className="faq-item__chevron" aria-hidden="true" size={22} />
                </button>
              </h2>
              <AdminActions
                itemName={faq.question}
                editTo={`/editfaq/${faq.idFaq}`}
                onDelete={async () => {
                  await onDelete(faq.idFaq);
                }}
                onMoveUp={index > 0 ? () => onMove(faq.idFaq, index - 1) : undefined}
                onMoveDown={index < faqs.length - 1 ? () => onMove(faq.idFaq, index + 1) : undefined}
              />
            </div>
            <div id={panelId} className="faq-item__panel" inert={!open}>
              <div className="faq-item__answer">
                {paragraphs(faq.answer).map((paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one answer are never reordered
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
