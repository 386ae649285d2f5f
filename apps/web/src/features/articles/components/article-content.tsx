import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let hooksAdded = false;

/** Images load lazily; links that leave the site open safely in a new tab. */
function addHooks() {
  if (hooksAdded) return;
  hooksAdded = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
    if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The server already sanitizes on every write; this second pass means stored HTML can never run script. */
export function sanitizeArticleHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

export function ArticleContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above.
  return <div className="prose" dangerouslySetInnerHTML={{ __html: safe }} />;
}
