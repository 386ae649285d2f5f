import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml, jsonForScript, truncate } from './markup.js';

describe('escaping', () => {
  it('escapes the five HTML specials for text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">L'ombra & co</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;L&#39;ombra &amp; co&lt;/a&gt;',
    );
  });

  it('escapes XML with its own apostrophe entity', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('writes JSON that cannot close its script element and parses back unchanged', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('truncate', () => {
  it('keeps a short text, folding its white space', () => {
    expect(truncate('  Due   righe\n di testo ', 160)).toBe('Due righe di testo');
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const cut = truncate('parola '.repeat(40), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/parola…$/);
  });
});
