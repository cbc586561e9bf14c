// Section icons keyed by game type (docs/product.md §2 Home slider: "icon and text keyed by game type"), inline strokes like
// the shell's icons; an unknown type gets the generic one.
import type { ReactNode } from 'react';

const PATHS: Record<string, ReactNode> = {
  HOT: <path d="M12 3c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5.2 1.8 1 3 2.5 3.5C11 9 11 6 12 3z" />,
  LIVE: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3" />
    </>
  ),
  RNG: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M9 4v16M15 4v16M5.5 12h1M11.5 12h1M17.5 12h1" />
    </>
  ),
  GAME: (
    <>
      <rect x="2" y="7" width="20" height="11" rx="5" />
      <path d="M7 11v3M5.5 12.5h3M16 12h.01M18 13.5h.01" />
    </>
  ),
};

export function GameTypeIcon({ type, size = 22 }: { type: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {PATHS[type] ?? PATHS.GAME}
    </svg>
  );
}
