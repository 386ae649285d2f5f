import type { Plugin } from 'vite';

/**
 * The Latin faces of the two bundled fonts, preloaded from index.html: the style sheet would only ask
 * for them once the app has drawn text, and the text drawn first in the fallback font would then move
 * when they arrive (a layout shift Lighthouse counts on the home page's hero).
 */
const FIRST_PAINT_FONTS = [/\/lora-latin-wght-normal-[\w-]+\.woff2$/, /\/nunito-sans-latin-wght-normal-[\w-]+\.woff2$/];

/** The bundled fonts' style sheets, whose faces are declared with `font-display: swap`. */
const FONT_STYLE_SHEET = /[\\/]@fontsource-variable[\\/][\w-]+[\\/][\w-]*\.css$/;

/**
 * Also turns the bundled fonts' `font-display: swap` into `optional`. A page drawn by the server is
 * painted before the fonts come: with `swap` its text is drawn in the fallback font and moves when they
 * arrive (a layout shift of 0.15 on a desktop's first visit). With `optional` a face that is not there
 * within the first moment is left out for that page view (the preloaded faces usually are there), and
 * the next page has it from the cache: the text never moves.
 */
export function preloadFonts(): Plugin {
  return {
    name: 'cammini:preload-fonts',
    apply: 'build',
    transform(code, id) {
      if (!FONT_STYLE_SHEET.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
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
