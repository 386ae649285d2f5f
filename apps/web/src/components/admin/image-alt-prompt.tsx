import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ImageAltPromptProps {
  /** The uploaded picture's address, shown small beside the question. */
  src: string;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}

/**
 * Asks for an uploaded picture's alternative text before it goes into the text. Inline under the
 * toolbar, not a nested form (the editor sits inside the item's form): Enter inserts, Escape gives up.
 */
export function ImageAltPrompt({ src, onInsert, onCancel }: ImageAltPromptProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [alt, setAlt] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const insert = () => onInsert(alt.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter would otherwise submit the form around the editor, publishing without the picture.
      event.preventDefault();
      insert();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="rich-text__alt">
      <img className="rich-text__alt-preview" src={src} alt="" />
      <div className="field rich-text__alt-field">
        <label htmlFor={id}>{t('editor.altLabel')}</label>
        <input
          ref={input}
          id={id}
          value={alt}
          maxLength={250}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setAlt(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <span id={`${id}-hint`} className="field-hint">
          {t('editor.altHint')}
        </span>
        <div className="rich-text__alt-actions">
          <button type="button" className="button button-primary button-small" onClick={insert}>
            {t('editor.altInsert')}
          </button>
          <button type="button" className="button button-secondary button-small" onClick={onCancel}>
            {t('editor.altCancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
