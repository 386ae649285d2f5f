import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { LessonTranscript, transcriptLines } from './lesson-transcript';

const ITALIAN =
  'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n<v Giulia>Benvenuti.</v>\n\n00:01:05.500 --> 00:01:08.000\nInspira <i>lentamente</i>.\n';
const ENGLISH = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nWelcome.\n';

describe('the lesson transcript', () => {
  it('reads each cue’s start, voice and plain text', () => {
    expect(transcriptLines(ITALIAN)).toEqual([
      { start: 0, speaker: 'Giulia', text: 'Benvenuti.' },
      { start: 65.5, speaker: null, text: 'Inspira lentamente.' },
    ]);
  });

  it('shows the page’s language with its times, readable without playing', () => {
    render(<LessonTranscript texts={{ it: ITALIAN, en: ENGLISH }} />);
    const region = screen.getByRole('region', { name: 'Trascrizione' });
    expect(within(region).getByText('Benvenuti.')).toBeInTheDocument();
    expect(within(region).getByText('1:05')).toBeInTheDocument();
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('lang', 'it');
  });

  it('falls back to the other language, and says so', () => {
    render(<LessonTranscript texts={{ en: ENGLISH }} />);
    expect(screen.getByText('Trascrizione disponibile solo in Inglese.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trascrizione' })).toHaveAttribute('lang', 'en');
  });

  it('shows nothing without captions', () => {
    const { container } = render(<LessonTranscript texts={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
