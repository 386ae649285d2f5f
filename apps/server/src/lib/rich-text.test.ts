import { dangerousLinks, disguisedLinks } from '@cammini/contract/testing';
import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeForPage, sanitizeRichText } from './rich-text.js';

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

  // Each scheme in every disguise a browser would still follow.
  it.each(dangerousLinks)('drops %s links and images, in every disguise', (url) => {
    for (const disguised of disguisedLinks(url)) {
      for (const html of [`<a href="${disguised}">x</a>`, `<img src="${disguised}">`]) {
        const clean = sanitizeRichText(html);
        expect(clean, html).not.toMatch(/href=|src=/);
      }
    }
  });

  it('drops data: even for images, which e-mail clients would show unchecked', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img />');
  });

  it('keeps http, https, mailto and tel links and same-site paths', () => {
    for (const href of [
      'https://example.com/a',
      'http://example.com',
      'mailto:a@example.com',
      'tel:+39333',
      '/corsi',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('opens every link with a target in a new tab with rel="noopener noreferrer", whatever rel it came with', () => {
    for (const target of ['_blank', '_BLANK', 'finestra', '_top']) {
      const clean = sanitizeRichText(`<a href="https://example.com" target="${target}" rel="opener">x</a>`);
      expect(clean, target).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    }
  });

  it('keeps only text-align with a known value, on paragraphs and headings', () => {
    expect(sanitizeRichText('<p style="text-align: right; color: red; position: fixed">x</p>')).toBe(
      '<p style="text-align:right">x</p>',
    );
    expect(sanitizeRichText('<p style="text-align: expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p style="background: url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<span style="text-align: center">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<h3 style="text-align:justify">x</h3>')).toBe('<h3 style="text-align:justify">x</h3>');
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

describe('sanitizeForPage', () => {
  it("shapes stored HTML as the browser's pass does: lazy pictures, new-tab links elsewhere, no style", () => {
    const html = sanitizeForPage(
      '<p style="text-align:center">Testo <a href="https://altro.example">fuori</a> <a href="/blog">qui</a></p><img src="/uploads/a.webp" alt="A">',
    );
    expect(html).toBe(
      '<p>Testo <a href="https://altro.example" target="_blank" rel="noopener noreferrer">fuori</a> <a href="/blog">qui</a></p><img src="/uploads/a.webp" alt="A" loading="lazy" decoding="async" />',
    );
  });

  it('removes every way of running script, as on write', () => {
    for (const attack of [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload="alert(1)"></svg>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<img src="x" loading="eager" onload="alert(1)">',
    ]) {
      expect(sanitizeForPage(attack)).not.toMatch(/script|onerror|onload|javascript:|data:/i);
    }
  });
});
