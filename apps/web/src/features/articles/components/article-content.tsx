import DOMPurify from 'dompurify';
import { useMemo, useRef } from 'react';
import { useBrowserValue } from '../../../lib/use-browser-value';

let hooksAdded = false;

/**
 * The schemes the server keeps (lib/rich-text.ts): http, https, mailto and tel, or no scheme (a path
 * on this site). DOMPurify would also allow ftp, sms and others, and data: in images.
 */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const SAFE_IMAGE_URL = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// What browsers ignore in a URL before its scheme (spaces and control characters).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes.
const IGNORED_IN_URL = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Images load lazily; links that leave the site open safely in a new tab. */
function addHooks() {
  if (hooksAdded) return;
  hooksAdded = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      // data: images are refused here too: the rules are the server's, and stored HTML is never trusted.
      const src = node.getAttribute('src');
      if (src !== null && !SAFE_IMAGE_URL.test(src.replace(IGNORED_IN_URL, ''))) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
    if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Where there is no DOM for DOMPurify (the server renderer), the server's own sanitizer with the same
 * rules: the browser keeps the server's markup as it hydrates, so it must already be clean and shaped
 * the same way (lazy images, links that open a new tab, no style attributes).
 */
let sanitizeWithoutDom: ((html: string) => string) | undefined;

export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  sanitizeWithoutDom = sanitize;
}

const isBrowser = () => typeof window !== 'undefined';

/** The server already sanitizes on every write; this second pass means stored HTML can never run script. */
export function sanitizeArticleHtml(html: string): string {
  if (!isBrowser()) {
    if (!sanitizeWithoutDom) throw new Error('no sanitizer for rich HTML without a DOM');
    return sanitizeWithoutDom(html);
  }
  addHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ALLOWED_URI_REGEXP: SAFE_URL,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

export function ArticleContent({ html }: { html: string }) {
  // While the browser adopts the server's page, the markup in the document is the server's, already
  // sanitized with the same rules, and React does not write inner HTML while it hydrates: sanitizing
  // that text again would only cost the phone's start-up. Any other text (a client render, another
  // article later) is sanitized before it is written.
  const adopting = useBrowserValue(() => false, true) && isBrowser();
  const adopted = useRef(adopting ? html : undefined);
  const safe = useMemo(() => (html === adopted.current ? html : sanitizeArticleHtml(html)), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above.
  return <div className="prose" dangerouslySetInnerHTML={{ __html: safe }} />;
}
