/**
 * Points where the wind blows TO: the slice's direction says where it comes from, so the arrow turns a half
 * turn further. Decorative; the cell's text names the direction.
 */
export function WindArrow({ direction, size = 18 }: { direction: number; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-direction={direction}
      style={{ transform: `rotate(${(direction + 180) % 360}deg)` }}
    >
      <path d="M12 3l6 9h-4.2v9h-3.6v-9H6z" fill="currentColor" />
    </svg>
  );
}
