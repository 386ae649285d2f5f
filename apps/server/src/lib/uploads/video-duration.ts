import { PassThrough } from 'node:stream';

/** How far the length reader may fall behind the upload before it is given up. */
const PROBE_BACKLOG_BYTES = 8 * 1024 * 1024;

/**
 * Reads a video's length, in whole seconds, from its container (MP4's `moov`, WebM's segment info)
 * while the file streams to storage, without ever slowing the upload: each chunk is offered to the
 * reader as it passes, and a reader that falls PROBE_BACKLOG_BYTES behind is given up. `seconds`
 * settles once the file has passed: null when the length could not be read.
 */
export function videoDurationProbe(mimeType: string) {
  const input = new PassThrough({ highWaterMark: PROBE_BACKLOG_BYTES });
  let open = true;
  const stop = () => {
    if (!open) return;
    open = false;
    input.destroy();
  };
  // Loaded with the first video: the container readers are ~20 MB of a process that seldom takes one.
  const seconds = import('music-metadata')
    .then(({ parseStream }) => parseStream(input, { mimeType }, { duration: true, skipCovers: true }))
    .then(({ format }) =>
      format.duration !== undefined && Number.isFinite(format.duration) && format.duration > 0
        ? Math.max(1, Math.round(format.duration))
        : null,
    )
    .catch(() => null)
    .finally(stop);
  return {
    offer(chunk: Buffer) {
      if (!open) return;
      if (input.writableLength > PROBE_BACKLOG_BYTES) stop();
      else input.write(chunk);
    },
    end() {
      if (open) input.end();
    },
    abort: stop,
    seconds,
  };
}
