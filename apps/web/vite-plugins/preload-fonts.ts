import type { Plugin } from 'vite';

/**
 * The Latin faces of the two bundled fonts, preloaded from index.html: the style sheet would only ask
 * for them once the app has drawn text, and the text drawn first in the fallback font would then move
 * when they arrive (a layout shift Lighthouse counts on the home page's hero).
 */
const FIRST_PAINT_FONTS = [/\/lora-latin-wght-normal-[\w-]+\.woff2$/, /\/nunito-sans-latin-wght-normal-[\w-]+\.woff2$/];

export function preloadFonts(): Plugin {
  return {
    name: 'cammini:preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const files = Object.keys(context.bundle ?? {}).map((file) => `/${file}`);
      return FIRST_PAINT_FONTS.map((pattern) => {
        const href = files.find((file) => pattern.test(file));
        if (!href) throw new Error(`preload-fonts: no built font matches ${pattern}`);
        return {
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        };
      });
    },
  };
}
