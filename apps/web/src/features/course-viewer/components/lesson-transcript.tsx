import type { CaptionLanguage } from '@cammini/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import webvtt from 'webvtt-parser';
import { languageName, usePageCaptionLanguage } from '../../../components/ui/caption-tracks';
import { formatDuration } from './player-lesson-list';
import './transcript.css';

interface TranscriptLine {
  start: number;
  speaker: string | null;
  text: string;
}

type CueNode = { type: 'text'; value: string } | { type: 'object'; name: string; value?: string; children: CueNode[] };

const textOf = (nodes: readonly CueNode[]): string =>
  nodes.map((node) => (node.type === 'text' ? node.value : node.name === 'rt' ? '' : textOf(node.children))).join('');

/** The cues of a WebVTT text as lines to read: when each starts, who speaks (a `<v>` voice), what is said. */
export function transcriptLines(vtt: string): TranscriptLine[] {
  const { cues } = new webvtt.WebVTTParser().parse(vtt, 'captions');
  return cues
    .map((cue) => {
      const children = (cue.tree?.children ?? []) as CueNode[];
      const voice = children.find((node) => node.type === 'object' && node.name === 'v');
      return {
        start: cue.startTime,
        speaker: voice && voice.type === 'object' ? voice.value?.trim() || null : null,
        text: textOf(children).replace(/\s+/g, ' ').trim(),
      };
    })
    .filter((line) => line.text !== '');
}

/**
 * A lesson's transcript under its player (WCAG 1.2.1 and 1.2.2 for those who read rather than
 * watch): the cues of its captions in the page's language, else in the other, with their times.
 * Readable without playing, a scrollable region that takes focus so the keyboard scrolls it.
 */
export function LessonTranscript({ texts }: { texts: Partial<Record<CaptionLanguage, string>> }) {
  const { t } = useTranslation('commerce');
  const page = usePageCaptionLanguage();
  const headingId = useId();
  const language: CaptionLanguage | undefined = texts[page] ? page : (['it', 'en'] as const).find((l) => texts[l]);
  const text = language ? texts[language] : undefined;
  const lines = useMemo(() => (text ? transcriptLines(text) : []), [text]);
  if (!language || lines.length === 0) return null;
  return (
    <div className="transcript">
      <h3 id={headingId} className="transcript__title">
        {t('player.transcript')}
      </h3>
      {language !== page && (
        <p className="content-muted">
          {t('player.transcriptOtherLanguage', { language: languageName(language, page) })}
        </p>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus, so the keyboard scrolls it. */}
      <section className="transcript__body" tabIndex={0} aria-labelledby={headingId} lang={language}>
        <ol className="transcript__lines">
          {lines.map((line, index) => (
            <li key={index} className="transcript__line">
              <span className="transcript__time">{formatDuration(line.start)}</span>
              <span>
                {line.speaker && <strong>{line.speaker}: </strong>}
                {line.text}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
