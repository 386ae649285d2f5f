import { safeColor } from '../sections/safe-values';

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two colours (1 to 21), or null while one of them is not a colour yet. */
export function contrastRatio(a: string, b: string): number | null {
  const first = safeColor(a, '');
  const second = safeColor(b, '');
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Normal-size text needs 4.5:1 to be read comfortably (WCAG 2.2, 1.4.3 AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** True when the pair is hard to read; unknown colours are not judged. */
export const lowContrast = (a: string, b: string) => {
  const ratio = contrastRatio(a, b);
  return ratio !== null && ratio < MIN_TEXT_CONTRAST;
};
