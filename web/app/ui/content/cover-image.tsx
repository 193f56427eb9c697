/**
 * A cover at the 1200x630 ratio the covers are drawn in, so the layout does not jump when it loads.
 * Decorative: the title next to it says what the item is.
 */
export function CoverImage({ src, eager = false, className }: { src: string; eager?: boolean; className: string }) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
