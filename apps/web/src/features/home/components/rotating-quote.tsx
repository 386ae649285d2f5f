import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A new quote every 5 seconds, after a 1-second fade-out. */
export const QUOTE_INTERVAL_MS = 5000;
export const QUOTE_FADE_MS = 1000;

interface Quote {
  text: string;
  author: string;
}

/** The hero's rotating quote; it stays on one quote while `paused` (reduced motion, or the visitor's pause). */
export function RotatingQuote({ paused }: { paused: boolean }) {
  const { t } = useTranslation('home');
  const quotes = t('hero.quotes', { returnObjects: true }) as Quote[];
  const count = Array.isArray(quotes) ? quotes.length : 0;
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    if (paused || count < 2) return;
    let fadeTimer: number | undefined;
    const timer = window.setInterval(() => {
      setFading(true);
      fadeTimer = window.setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setFading(false);
      }, QUOTE_FADE_MS);
    }, QUOTE_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(fadeTimer);
    };
  }, [paused, count]);

  const quote = count > 0 ? quotes[index % count] : undefined;
  if (!quote) return null;
  return (
    // Not a live region: a screen reader would otherwise be interrupted every five seconds.
    <figure className="rotating-quote" data-fading={fading && !paused}>
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>{quote.author}</figcaption>
    </figure>
  );
}
