/**
 * The portal's icon, a wheat ear on the brand green, described once as shapes so the SVG the browser shows
 * (root-config/favicon.svg, the same text) and the PNGs inside /favicon.ico (favicon-ico.ts) cannot differ.
 * Coordinates are in a 32 × 32 box.
 */
export const BRAND_GREEN = '#1d5b36';
const WHEAT = '#f3e7b3';

export type Shape =
  | { kind: 'rounded-square'; size: number; radius: number; fill: string }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; rotate: number; fill: string }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width: number; stroke: string };

const grain = (cx: number, cy: number, rotate: number): Shape => ({ kind: 'ellipse', cx, cy, rx: 1.8, ry: 3.3, rotate, fill: WHEAT });

export const faviconShapes: Shape[] = [
  { kind: 'rounded-square', size: 32, radius: 7, fill: BRAND_GREEN },
  { kind: 'line', x1: 16, y1: 10, x2: 16, y2: 28, width: 1.6, stroke: WHEAT },
  grain(16, 7.2, 0),
  ...[12.2, 16.8, 21.4].flatMap((cy) => [grain(12.9, cy, -35), grain(19.1, cy, 35)]),
];

const attribute = (value: number) => String(Math.round(value * 100) / 100);

/** The icon as an SVG document. */
export function faviconSvg(): string {
  const elements = faviconShapes.map((shape) => {
    switch (shape.kind) {
      case 'rounded-square':
        return `<rect width="${shape.size}" height="${shape.size}" rx="${shape.radius}" fill="${shape.fill}"/>`;
      case 'ellipse': {
        const at = `${attribute(shape.cx)} ${attribute(shape.cy)}`;
        const rotate = shape.rotate ? ` transform="rotate(${shape.rotate} ${at})"` : '';
        return `<ellipse cx="${attribute(shape.cx)}" cy="${attribute(shape.cy)}" rx="${shape.rx}" ry="${shape.ry}"${rotate} fill="${shape.fill}"/>`;
      }
      case 'line':
        return `<line x1="${shape.x1}" y1="${shape.y1}" x2="${shape.x2}" y2="${shape.y2}" stroke="${shape.stroke}" stroke-width="${shape.width}" stroke-linecap="round"/>`;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${elements.join('')}</svg>\n`;
}
