import type { ReactNode } from 'react';

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
  children,
}: {
  src: string | null | undefined;
  className: string;
  width?: number;
  height?: number;
  emptyModifier?: string;
  children?: ReactNode;
}) {
  if (!src)
    return (
      <div className={`${className} ${className}--${emptyModifier}`} aria-hidden="true">
        {children}
      </div>
    );
  return <img className={className} src={src} alt="" width={width} height={height} loading="lazy" decoding="async" />;
}
