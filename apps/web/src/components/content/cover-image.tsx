import type { ReactNode } from 'react';

/**
 * How many cards of a list count as the first screen: one on a phone, a row on a desktop begins with
 * them; their pictures are the page's largest paint, so they load at once (the rest lazily).
 */
export const FIRST_SCREEN_CARDS = 2;

/**
 * A card's picture, decorative (the name or title beside it says what it is); without one, a block of
 * the same shape keeps the cards in a row the same height. `className` is the block's base class, and
 * the placeholder adds `{className}--{emptyModifier}` and shows `children` (initials, say), if any.
 */
export function CoverImage({
  src,
  className,
  width = 1200,
  height = 800,
  emptyModifier = 'empty',
  firstScreen = false,
  children,
}: {
  src: string | null | undefined;
  className: string;
  width?: number;
  height?: number;
  emptyModifier?: string;
  /** In the page's first screen (the first cards of a list): fetched at once and first, not lazily. */
  firstScreen?: boolean;
  children?: ReactNode;
}) {
  if (!src)
    return (
      <div className={`${className} ${className}--${emptyModifier}`} aria-hidden="true">
        {children}
      </div>
    );
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={firstScreen ? 'high' : undefined}
      decoding="async"
    />
  );
}
