import { CAPTIONS_MAX_BYTES, type FieldProblemCode, fieldProblem } from '@cammini/contract';
import webvtt from 'webvtt-parser';
import { fieldError } from '../../lib/app-error.js';

/**
 * How long a video whose length cannot be read may be taken to last: a landing page's video linked
 * from another site, or a file whose container hides its length. Captions are then checked for
 * everything else (a valid WebVTT, cues in order, each ending after it starts) and for cues within
 * this ceiling, which no video the site shows comes near.
 */
export const UNKNOWN_LENGTH_MAX_SECONDS = 12 * 60 * 60;

/**
 * A video's length, as far as it is known: `exact` when read from the file itself, `rounded` when
 * it is a number of whole seconds (a lesson's `duration_seconds`, rounded to the nearest second: the
 * real end may lie up to half a second later).
 */
export type VideoLength = { seconds: number; kind: 'exact' | 'rounded' } | null;

const refuse = (code: FieldProblemCode, limit?: number, message?: string) =>
  fieldError('file', { ...fieldProblem(code, limit), ...(message ? { message } : {}) });

const clock = (seconds: number) => {
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  const millis = Math.round((seconds - whole) * 1000);
  return `${h > 0 ? `${pad(h)}:` : ''}${pad(m)}:${pad(s)}${millis > 0 ? `.${String(millis).padStart(3, '0')}` : ''}`;
};

/**
 * The parser reports a fault in a cue's text at the blank line after the cue (it has read the whole
 * text by then): the line to look at is the text's last one.
 */
function lineAtFault(text: string, reported: number): number {
  const lines = text.split(/\r\n|\r|\n/);
  return reported > 1 && !lines[reported - 1] ? reported - 1 : reported;
}

/** The latest moment a cue may end for a video of this length. */
export function lastCueEnd(length: VideoLength): number {
  if (!length) return UNKNOWN_LENGTH_MAX_SECONDS;
  return length.kind === 'rounded' ? length.seconds + 0.5 : length.seconds;
}

/**
 * The text of a captions file, once it is known to be a WebVTT file a browser will show for this
 * video: UTF-8, valid by the W3C's own parser and validator (webvtt-parser, the library behind the
 * W3C's WebVTT validator), at least one cue, and no cue ending after the video does. Anything else
 * is refused on the form's `file` field, with the line or the time at fault.
 */
export function checkCaptions(bytes: Buffer, length: VideoLength): string {
  if (bytes.length > CAPTIONS_MAX_BYTES) throw refuse('captionsTooLarge', CAPTIONS_MAX_BYTES / 1024);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse('captionsInvalid', 1, 'Il file non è un WebVTT valido: non è un testo in UTF-8.');
  }
  const { cues, errors } = new webvtt.WebVTTParser().parse(text, 'captions');
  const [first] = errors;
  if (first) throw refuse('captionsInvalid', lineAtFault(text, first.line));
  if (cues.length === 0) throw refuse('captionsEmpty');
  const latest = cues.reduce((end, cue) => Math.max(end, cue.endTime), 0);
  const limit = lastCueEnd(length);
  if (latest > limit) {
    const end = length ? clock(length.seconds) : clock(limit);
    throw refuse(
      'captionsPastEnd',
      Math.floor(length?.seconds ?? limit),
      `Un sottotitolo finisce a ${clock(latest)}, dopo la fine del video (${end}).`,
    );
  }
  return text;
}
