import { dangerousLinks, disguisedLinks } from '@cammini/contract/testing';
import { act } from '@testing-library/preact';
import DOMPurify from 'dompurify';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { ArticleContent, sanitizeArticleHtml } from './article-content';

/*
 * The browser's second pass over stored rich HTML. It must be at least as strict as the server's
 * (apps/server/src/lib/rich-text.ts): the same schemes only, no inline style at all, and links that
 * leave the site open in a new tab without a handle on this page.
 */
/** The attributes that survived, read back through the DOM as the page would. */
function attributesOf(html: string, selector: string): Record<string, string> {
  const element = new DOMParser().parseFromString(html, 'text/html').body.querySelector(selector);
  return Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));
}

describe('sanitizeArticleHtml', () => {
  it.each(dangerousLinks)('drops %s links and images, in every disguise', (url) => {
    for (const disguised of disguisedLinks(url)) {
      const link = sanitizeArticleHtml(`<a href="${disguised}">x</a>`);
      expect(attributesOf(link, 'a'), link).not.toHaveProperty('href');
      const image = sanitizeArticleHtml(`<img src="${disguised}" alt="">`);
      expect(attributesOf(image, 'img'), image).not.toHaveProperty('src');
    }
  });

  it('drops data: images too, as the server does', () => {
    const image = sanitizeArticleHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="">');
    expect(attributesOf(image, 'img')).not.toHaveProperty('src');
  });

  it('keeps http, https, mailto and tel links, same-site paths and uploaded images', () => {
    for (const href of [
      'https://example.com/a',
      'http://example.com/',
      'mailto:a@example.com',
      'tel:+39333',
      '/corsi',
    ]) {
      expect(attributesOf(sanitizeArticleHtml(`<a href="${href}">x</a>`), 'a').href).toBe(href);
    }
    const image = sanitizeArticleHtml('<img src="/uploads/media/content/a.webp" data-align="left" alt="">');
    expect(attributesOf(image, 'img')).toMatchObject({ src: '/uploads/media/content/a.webp', 'data-align': 'left' });
  });

  it('opens external links in a new tab with rel="noopener noreferrer", whatever target and rel they came with', () => {
    for (const given of ['', ' target="_blank" rel="opener"', ' target="finestra"', ' rel="opener"']) {
      const link = sanitizeArticleHtml(`<a href="https://example.com"${given}>x</a>`);
      expect(attributesOf(link, 'a'), given).toEqual({
        href: 'https://example.com',
        target: '_blank',
        rel: 'noopener noreferrer',
      });
    }
  });

  it('keeps same-site links in the same tab, with no target to hand a window over', () => {
    const link = sanitizeArticleHtml('<a href="/corsi" target="finestra" rel="opener">x</a>');
    expect(attributesOf(link, 'a')).not.toHaveProperty('target');
  });

  it('keeps no inline style at all (the server keeps text-align; the page aligns by its own classes)', () => {
    const html = sanitizeArticleHtml(
      '<p style="text-align:center;position:fixed;background:url(javascript:alert(1))">x</p><h2 style="text-align:right">t</h2>',
    );
    expect(html).toBe('<p>x</p><h2>t</h2>');
  });
});

describe('ArticleContent', () => {
  const stored = '<p>Testo</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>';

  it('sanitizes what it writes when it draws the article itself', () => {
    const container = document.createElement('div');
    act(() => {
      createRoot(container).render(<ArticleContent html={stored} />);
    });
    expect(container.querySelector('p')?.textContent).toBe('Testo');
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it("adopts the server's sanitized markup as it is, and sanitizes a later article before writing it", () => {
    const container = document.createElement('div');
    container.innerHTML = `<div class="prose">${sanitizeArticleHtml('<p>Dal server</p>')}</div>`;
    const adopted = container.querySelector('p');
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    const root = hydrateRoot(container, <ArticleContent html="<p>Dal server</p>" />);
    act(() => undefined);
    expect(container.querySelector('p')).toBe(adopted);
    expect(sanitize).not.toHaveBeenCalled();

    act(() => {
      root.render(<ArticleContent html={stored} />);
    });
    expect(container.querySelector('p')?.textContent).toBe('Testo');
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(sanitize).toHaveBeenCalledTimes(1);
    sanitize.mockRestore();
  });
});
