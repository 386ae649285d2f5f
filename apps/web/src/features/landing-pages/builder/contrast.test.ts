import { describe, expect, it } from 'vitest';
import { contrastRatio, lowContrast } from './contrast';

describe('colour contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#6c757d')).toBeCloseTo(4.69, 2);
    expect(contrastRatio('#ffa400', '#ffffff')).toBeCloseTo(1.99, 2);
  });

  it('flags pairs below 4.5:1, and does not judge what is not a colour yet', () => {
    expect(lowContrast('#ffa400', '#fff')).toBe(true);
    expect(lowContrast('#a9541f', '#ffffff')).toBe(false);
    expect(lowContrast('#ffa4', '#fff')).toBe(false);
  });
});
