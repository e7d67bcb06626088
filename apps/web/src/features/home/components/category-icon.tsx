import type { categories } from '@market/shared';
import type { ReactNode } from 'react';

type IconName = (typeof categories)[number]['icon'];

// One drawing per category icon name of @market/shared (48 px grid, two-tone).
const paths: Record<IconName, ReactNode> = {
  palette: (
    <>
      <path d="M24 6C13.5 6 6 13.6 6 23c0 9.7 8 18 17 18 2.6 0 4-1.6 4-3.5 0-2.4-2-3.2-2-5.2 0-1.9 1.5-3.3 3.5-3.3H33c5.2 0 9-3.8 9-9C42 12.6 33.9 6 24 6z" />
      <circle cx="15" cy="21" r="2.6" className="fill-current" />
      <circle cx="21" cy="14" r="2.6" className="fill-current" />
      <circle cx="30" cy="14.5" r="2.6" className="fill-current" />
      <circle cx="35" cy="22" r="2.6" className="fill-current" />
    </>
  ),
  megaphone: (
    <>
      <path d="M8 20v8a2 2 0 0 0 2 2h5l16 8V10l-16 8h-5a2 2 0 0 0-2 2z" />
      <path d="M15 30l3 10h5l-2.5-8.5M37 18.5a6.5 6.5 0 0 1 0 11" />
    </>
  ),
  pen: (
    <>
      <path d="M31 7l10 10-21 21-12 3 3-12L31 7z" />
      <path d="M26.5 11.5l10 10M11 29l8 8" />
    </>
  ),
  film: (
    <>
      <rect x="6" y="10" width="36" height="28" rx="3" />
      <path d="M14 10v28M34 10v28M6 18h8M6 30h8M34 18h8M34 30h8" />
      <path d="M21 19.5v9l7.5-4.5-7.5-4.5z" className="fill-current" />
    </>
  ),
  music: (
    <>
      <path d="M18 35V11l22-5v24" />
      <circle cx="13" cy="35" r="5" />
      <circle cx="35" cy="30" r="5" />
      <path d="M18 18l22-5" />
    </>
  ),
  code: (
    <>
      <rect x="5" y="8" width="38" height="30" rx="3" />
      <path d="M5 15h38M18 22l-5 5 5 5M30 22l5 5-5 5M26 21l-4 12" />
    </>
  ),
  briefcase: (
    <>
      <rect x="6" y="14" width="36" height="26" rx="3" />
      <path d="M17 14v-4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4M6 25h36M21 25v4h6v-4" />
    </>
  ),
  heart: (
    <>
      <path d="M24 40S7 30 7 18a9 9 0 0 1 17-4 9 9 0 0 1 17 4c0 12-17 22-17 22z" />
      <path d="M13 22h6l2.5-4 4 8 2.5-4h7" />
    </>
  ),
  database: (
    <>
      <ellipse cx="24" cy="11" rx="15" ry="5" />
      <path d="M9 11v26c0 2.8 6.7 5 15 5s15-2.2 15-5V11M9 24c0 2.8 6.7 5 15 5s15-2.2 15-5" />
    </>
  ),
  camera: (
    <>
      <path d="M6 16a3 3 0 0 1 3-3h6l3-5h12l3 5h6a3 3 0 0 1 3 3v20a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3V16z" />
      <circle cx="24" cy="25" r="7.5" />
      <circle cx="36" cy="19" r="1.3" className="fill-current" />
    </>
  ),
};

export function CategoryIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name]}
    </svg>
  );
}
