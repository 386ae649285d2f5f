import { z } from 'zod';
import { CAPTION_LANGUAGES } from './captions.js';
import { NumericId } from './catalogue.js';
import { CourseVideoParams } from './commerce.js';
import { problem } from './field-problems.js';

const CaptionLanguageParam = z.enum(CAPTION_LANGUAGES, { error: problem('captionsLanguage') });

/** /api/lessons/{id}/captions/{language}, /api/onlinecourses/{id}/video/captions/{language}. */
export const CaptionsParams = z.object({ id: NumericId, language: CaptionLanguageParam });
/**
 * A video by its owner and its place in the owner's list, from 1: an in-person course's
 * (/api/courses/{id}/videos/{position}/captions) or a landing page's (/api/landingpage/{id}/videos/{position}/captions).
 */
export const VideoPositionParams = CourseVideoParams;
export const VideoPositionCaptionsParams = VideoPositionParams.extend({ language: CaptionLanguageParam });
