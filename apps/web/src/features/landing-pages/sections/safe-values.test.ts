import { describe, expect, it } from 'vitest';
import { isExternal, safeColor, safeMediaUrl, safeMediaUrls, safeUrl, safeUrls } from './safe-values';

describe('safeColor', () => {
  it('keeps a #rgb or #rrggbb colour', () => {
    expect(safeColor('#ffa400', '#000000')).toBe('#ffa400');
    expect(safeColor('#FFF', '#000000')).toBe('#FFF');
    expect(safeColor('  #123abc ', '#000000')).toBe('#123abc');
  });

  it.each([
    'red',
    'rgb(0,0,0)',
    '#ffa400; background-image: url(https://evil.example/x.png)',
    '#fff;position:fixed',
    'expression(alert(1))',
    'var(--color-accent)',
    '#ffa40',
    '#gggggg',
    '',
    null,
    undefined,
    42,
  ])('refuses %j and uses the fallback', (value) => {
    expect(safeColor(value, '#6c757d')).toBe('#6c757d');
  });
});

describe('safeUrl', () => {
  it.each(['/uploads/landing/a.jpg', '/modulo', 'https://cdn.example.org/a.jpg', 'http://example.org/video.mp4'])(
    'keeps %s',
    (value) => {
      expect(safeUrl(value)).toBe(value);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/a.jpg',
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    'uploads/relative.jpg',
    '/path with spaces.jpg',
    '',
    null,
    undefined,
    { toString: () => '/ok' },
  ])('drops %j', (value) => {
    expect(safeUrl(value)).toBeNull();
  });

  it('filters a list, keeping the order', () => {
    expect(safeUrls(['/a.jpg', 'javascript:alert(1)', 'https://x.example/b.jpg'])).toEqual([
      '/a.jpg',
      'https://x.example/b.jpg',
    ]);
  });

  it('tells external addresses from site paths', () => {
    expect(isExternal('https://x.example')).toBe(true);
    expect(isExternal('/modulo')).toBe(false);
  });
});

describe('safeMediaUrl', () => {
  it('takes what safeUrl takes, and blob: addresses this page made (the builder preview of a chosen file)', () => {
    expect(safeMediaUrl('/uploads/landing/a.jpg')).toBe('/uploads/landing/a.jpg');
    const own = `blob:${window.location.origin}/6f1c2a57-0b5e-4d51-9d27-7c3c1f0e2b11`;
    expect(safeMediaUrl(own)).toBe(own);
    expect(safeMediaUrls([own, 'javascript:alert(1)', 'https://cdn.example.org/b.jpg'])).toEqual([
      own,
      'https://cdn.example.org/b.jpg',
    ]);
  });

  it.each(['blob:https://evil.example/1234', 'blob:null/1234', 'javascript:alert(1)', 'data:image/png;base64,AA'])(
    'refuses %s',
    (value) => {
      expect(safeMediaUrl(value)).toBeNull();
    },
  );
});
