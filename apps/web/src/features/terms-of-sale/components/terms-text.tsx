import type { TermsDocument, TermsInline } from '@cammini/contract';
import { Link } from 'react-router';

/** A run of the text, or its link: a page of the site stays in the app, another site opens in a new tab. */
function Inline({ part }: { part: TermsInline }) {
  if (typeof part === 'string') return part;
  if (part.href.startsWith('/')) return <Link to={part.href}>{part.text}</Link>;
  return (
    <a href={part.href} target="_blank" rel="noopener noreferrer">
      {part.text}
    </a>
  );
}

const inlineKey = (part: TermsInline, index: number) => `${index}:${typeof part === 'string' ? part : part.href}`;

function Runs({ parts }: { parts: TermsInline[] }) {
  return parts.map((part, index) => <Inline key={inlineKey(part, index)} part={part} />);
}

/** The sections of the terms of sale in one language, each with its anchor, after an index of them. */
export function TermsText({ document, indexLabel }: { document: TermsDocument; indexLabel: string }) {
  return (
    <>
      <nav aria-label={indexLabel} className="terms-index">
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          {section.blocks.map((block, index) =>
            'paragraph' in block ? (
              <p key={index}>
                <Runs parts={block.paragraph} />
              </p>
            ) : (
              <ul key={index}>
                {block.list.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Runs parts={item} />
                  </li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </>
  );
}
