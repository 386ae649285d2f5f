import { createHash } from 'node:crypto';
import type { TermsContent, TermsDocument } from '@cammini/contract';
import { ownParagraphs, type TermsFacts, type TermsWriter } from './terms-facts.js';
import { englishTerms } from './terms-text-en.js';
import { italianTerms } from './terms-text-it.js';

function write(writer: TermsWriter, facts: TermsFacts, clause: string | undefined): TermsDocument {
  const sections = writer.sections.map((section) => section(facts));
  if (clause) sections.push({ id: 'altre', heading: writer.extraHeading, blocks: ownParagraphs(clause) });
  return { title: writer.title, sections };
}

/** The terms of sale in both languages, from the facts alone: the same facts always give the same text. */
export function buildTermsContent(facts: TermsFacts): TermsContent {
  return {
    it: write(italianTerms, facts, facts.extraClause?.it),
    en: write(englishTerms, facts, facts.extraClause?.en),
  };
}

/** JSON with every object's keys sorted: one text, one spelling, whatever built it. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the content, hex: what makes a version (the same text is never published twice). */
export const termsContentHash = (content: TermsContent) =>
  createHash('sha256').update(canonicalJson(content)).digest('hex');
