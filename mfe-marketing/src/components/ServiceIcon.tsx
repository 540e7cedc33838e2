import type { SVGProps } from 'react';
import type { ServiceSlug } from '../lib/serviceNames';

/** Line drawings for each service, on a 24-unit grid in currentColor; decorative (the label names the link). */
const PATHS: Record<ServiceSlug, string[]> = {
  plumbing: ['M6 3v5a3 3 0 0 0 3 3h6', 'M15 8v6', 'M12 14h6v3a4 4 0 0 1-4 4h-2', 'M4 3h4'],
  electrical: ['M13 2 4 14h7l-1 8 9-12h-7z'],
  hvac: ['M12 3v18', 'M4.2 7.5l15.6 9', 'M4.2 16.5l15.6-9', 'M12 3l-2 2M12 3l2 2M12 21l-2-2M12 21l2-2'],
  roofing: ['M3 12 12 4l9 8', 'M5 10.5V20h14v-9.5', 'M10 20v-5h4v5'],
  landscaping: [
    'M12 21v-7',
    'M12 14c-4 0-6-3-6-7 4 0 6 3 6 7z',
    'M12 12c0-4 2-7 7-7 0 4-3 7-7 7z',
    'M5 21h14',
  ],
  cleaning: ['M14 3l-4 8', 'M7 11h7l2 10H5z', 'M8 16h6', 'M18 4l1 2 2 1-2 1-1 2-1-2-2-1 2-1z'],
  handyman: ['M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z'],
  'pest-control': [
    'M12 7a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0v-5a3 3 0 0 1 3-3z',
    'M9 11H5M19 11h-4M9 15H5M19 15h-4',
    'M10 5 8 3M14 5l2-2',
  ],
  'appliance-repair': ['M6 3h12v18H6z', 'M6 8h12', 'M12 15m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0', 'M9 5.5h1'],
};

export function ServiceIcon({
  slug,
  size = 28,
  ...rest
}: { slug: ServiceSlug; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {PATHS[slug].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
