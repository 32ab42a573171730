import type { WeatherIconType } from '@farm/area-weather';
import type { ReactNode } from 'react';

const SUN = '#e0a100';
const CLOUD = '#7d8b93';
const CLOUD_DARK = '#56615a';
const WATER = '#1f6fb5';

const sun = (cx: number, cy: number, r: number) => (
  <g stroke={SUN} strokeWidth="1.6" strokeLinecap="round">
    <circle cx={cx} cy={cy} r={r} fill={SUN} stroke="none" />
    {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => {
      const rad = (angle * Math.PI) / 180;
      return (
        <line
          key={angle}
          x1={cx + Math.cos(rad) * (r + 1.8)}
          y1={cy + Math.sin(rad) * (r + 1.8)}
          x2={cx + Math.cos(rad) * (r + 3.6)}
          y2={cy + Math.sin(rad) * (r + 3.6)}
        />
      );
    })}
  </g>
);

const cloud = (fill: string) => <path d="M7 18h10.5a4 4 0 0 0 .4-8 5.5 5.5 0 0 0-10.6 1.2A3.4 3.4 0 0 0 7 18z" fill={fill} />;

const drops = (count: number) => (
  <g stroke={WATER} strokeWidth="1.6" strokeLinecap="round">
    {Array.from({ length: count }, (_, i) => {
      const x = 8 + i * (8 / Math.max(count - 1, 1));
      return <line key={i} x1={x} y1="19.5" x2={x - 1} y2="22.5" />;
    })}
  </g>
);

const flakes = (
  <g fill={WATER}>
    <circle cx="8.5" cy="21" r="1.1" />
    <circle cx="12.5" cy="22" r="1.1" />
    <circle cx="16.5" cy="21" r="1.1" />
  </g>
);

const SHAPES: Record<WeatherIconType, ReactNode> = {
  clear: sun(12, 12, 4.5),
  'partly-cloudy': (
    <>
      {sun(9, 8.5, 3.2)}
      {cloud(CLOUD)}
    </>
  ),
  cloudy: cloud(CLOUD),
  fog: (
    <g stroke={CLOUD} strokeWidth="1.8" strokeLinecap="round">
      <line x1="4" y1="8" x2="20" y2="8" />
      <line x1="6" y1="12" x2="18" y2="12" />
      <line x1="4" y1="16" x2="20" y2="16" />
      <line x1="7" y1="20" x2="17" y2="20" />
    </g>
  ),
  drizzle: (
    <>
      {cloud(CLOUD)}
      {drops(2)}
    </>
  ),
  rain: (
    <>
      {cloud(CLOUD_DARK)}
      {drops(3)}
    </>
  ),
  'heavy-rain': (
    <>
      {cloud(CLOUD_DARK)}
      {drops(5)}
    </>
  ),
  sleet: (
    <>
      {cloud(CLOUD_DARK)}
      <g stroke={WATER} strokeWidth="1.6" strokeLinecap="round">
        <line x1="9" y1="19.5" x2="8" y2="22.5" />
        <line x1="15" y1="19.5" x2="14" y2="22.5" />
      </g>
      <circle cx="12" cy="21.5" r="1.1" fill={WATER} />
    </>
  ),
  snow: (
    <>
      {cloud(CLOUD)}
      {flakes}
    </>
  ),
  thunder: (
    <>
      {cloud(CLOUD_DARK)}
      <path d="M12.5 15l-3 4.5h2.5l-1.5 4 4.5-5.5h-2.6l1.6-3z" fill={SUN} />
    </>
  ),
};

/** Inline SVG, so the widget needs no image files on a partner page. Decorative: the forecast text names it. */
export function WeatherIcon({ type, size = 32 }: { type: WeatherIconType; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={type}>
      {SHAPES[type]}
    </svg>
  );
}
