// The web budgets of the performance issue, in one place. 1 KB = 1000 bytes, as Vite's build report counts.
export const KB = 1000;

export const BUDGETS = {
  /**
   * Gzipped (level 9) JavaScript the home page's first view loads: at most 100 KB. With React DOM it was
   * 152.9 KB; on Preact's compatibility layer it is 94.5 KB (docs/decisions.md, "Preact under React's API").
   */
  homeJsGzip: 100 * KB,
  /** Text answers (HTML, JS, CSS, JSON) of at least this size must come compressed (br or gzip). */
  compressFrom: 1024,
  /**
   * Below this size, a public answer goes out as it is the first time the server builds it and compressed
   * from its second use (docs/decisions.md): either way it fits the first round trip. Such an answer counts
   * as uncompressed only when it comes so a second time.
   */
  compressedFromSecondUseBelow: 8 * 1024,
  /**
   * Lighthouse category scores, 0-100, in its mobile run: performance at least 98 (the median of the runs),
   * the other three at 100.
   */
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
};

export const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
