import type { Language } from '@cammini/contract';
import type { FastifyRequest } from 'fastify';

/** The visitor's language from Accept-Language: English when preferred, Italian otherwise. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'it';
}
