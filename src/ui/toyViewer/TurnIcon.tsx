// "Turns in 3D": a box with an orbit arrow round it, for the 3D view's hint and the gallery's 3D thumbnail.
export function TurnIcon({ size = 18, className }: { size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3.5l4.5 2.25v4.5L12 12.5l-4.5-2.25v-4.5zM7.5 5.75L12 8l4.5-2.25M12 8v4.5" />
      <path d="M21 15.5a9 3.5 0 0 0-18 0" opacity=".4" />
      <path d="M3 15.5a9 3.5 0 0 0 18 0M18.9 17.1l2.1-2.4 2.1 2.4" />
    </svg>
  );
}
