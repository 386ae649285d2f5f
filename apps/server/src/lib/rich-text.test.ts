import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2 style="text-align: center">Titolo</h2><p><strong>Forte</strong> <em>e</em> <u>chiaro</u></p>' +
      '<ul><li>uno</li></ul><blockquote><p>citazione</p></blockquote>' +
      '<p><a href="https://example.com" target="_blank">link</a></p><img src="/uploads/media/content/2026/a.webp" data-align="left" alt="">';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2 style="text-align:center">Titolo</h2>');
    expect(clean).toContain('<strong>Forte</strong>');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>');
    expect(clean).toContain('data-align="left"');
  });

  it('removes every way of running script', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<svg onload="alert(1)"></svg>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<a href="//evil.example">x</a>',
    ];
    for (const attack of attacks) {
      const clean = sanitizeRichText(attack);
      expect(clean).not.toMatch(/script|onerror|onload|javascript:|iframe|data:|\/\/evil/i);
    }
  });

  it('turns a top-level heading into a section heading (the page owns its h1)', () => {
    expect(sanitizeRichText('<h1>Titolo</h1>')).toBe('<h2>Titolo</h2>');
  });
});

describe('richTextToPlain', () => {
  it('keeps only the words', () => {
    expect(richTextToPlain('<p>Ciao <strong>a tutti</strong></p>\n<p>secondo</p>')).toBe('Ciao a tutti secondo');
  });
});
