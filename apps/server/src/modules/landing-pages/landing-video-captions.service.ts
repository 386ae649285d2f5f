import { type LandingPageView, VideoPositionCaptionsParams, VideoPositionParams } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { CacheTag } from '../../lib/cache-tags.js';
import {
  type CaptionedVideo,
  type CaptionKind,
  captionLanguagesOf,
  forgetCaptions,
  publicVideoLength,
  type VideoRef,
} from '../captions/captions.service.js';
import { mediaOf } from './landing-page-media.js';
import { readLandingPageConfig } from './landing-page-view.js';
import { findLandingPageById } from './landing-pages.repository.js';

/*
 * The captions of a landing page's gallery videos, named by their place in the page's list (from 1)
 * and keyed by their address. Every landing page is public, and so are they. The hero's background
 * video plays muted behind the title: it has no sound to caption.
 */

async function landingVideo(ctx: AppContext, ref: VideoRef): Promise<CaptionedVideo> {
  const row = await findLandingPageById(ctx.db, ref.id);
  if (!row) throw notFound('Landing page non trovata.');
  const video = readLandingPageConfig(row.config).videos[(ref.position ?? 0) - 1];
  if (!video) throw notFound('Video non trovato');
  return { video, length: () => publicVideoLength(ctx, video), tags: [CacheTag.landingPages] };
}

/** /api/landingpage/{id}/videos/{position}/captions… */
export const landingVideoCaptionKind: CaptionKind = {
  path: '/api/landingpage/:id/videos/:position',
  name: 'a landing page’s video',
  params: VideoPositionParams,
  languageParams: VideoPositionCaptionsParams,
  read: 'public',
  publicTags: [CacheTag.landingPages],
  findForAdmin: landingVideo,
  findForViewer: landingVideo,
};

/** The page with the caption languages of each of its videos. */
export async function withVideoCaptions<V extends LandingPageView>(ctx: AppContext, view: V): Promise<V> {
  const captions = await captionLanguagesOf(ctx, view.videos);
  return { ...view, video_captions: view.videos.map((video) => captions.get(video) ?? []) };
}

/** Forgets the captions of the videos a page dropped that no other page shows. */
export async function forgetDroppedVideoCaptions(ctx: AppContext, dropped: string[], otherConfigs: unknown[]) {
  const shownElsewhere = new Set(otherConfigs.flatMap((config) => mediaOf(readLandingPageConfig(config))));
  await forgetCaptions(
    ctx,
    dropped.filter((url) => !shownElsewhere.has(url)),
  );
}
