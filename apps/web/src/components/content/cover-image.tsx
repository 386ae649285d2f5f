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
  return <DecorativeImage src={src} className={className} width={width} height={height} firstScreen={firstScreen} />;
}

/**
 * A decorative picture (the text beside it says what it shows), its size given so that the page does
 * not jump when it arrives, decoded off the main thread and fetched lazily unless `loading` says otherwise.
 * In the page's first screen it is fetched at once and first, and painted in the frame it arrives in: decoded
 * apart, it could wait for a later frame, after the app's scripts were asked for (they wait for the paint).
 */
export function DecorativeImage({
  src,
  className,
  width,
  height,
  loading = 'lazy',
  firstScreen = false,
}: {
  src: string;
  className?: string;
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  firstScreen?: boolean;
}) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={firstScreen ? 'eager' : loading}
      fetchPriority={firstScreen ? 'high' : undefined}
      decoding={firstScreen ? undefined : 'async'}
    />
  );
}
