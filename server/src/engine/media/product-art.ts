import type { ProductShape } from '../seed/product-families.js';
import { productLook } from '../seed/product-plan.js';
import { darken, isLight, lighten } from './svg-colour.js';

type Draw = (colour: string, accent: string, clock: { hour: number; minute: number }) => string;

const hand = (angle: number, length: number, width: number, colour: string) =>
  `<line x1="300" y1="300" x2="${(300 + length * Math.sin(angle)).toFixed(1)}" y2="${(300 - length * Math.cos(angle)).toFixed(1)}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

function dial(radius: number, face: string, clock: { hour: number; minute: number }): string {
  const ink = isLight(face) ? '#1f2328' : '#f4f4f2';
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const outer = radius * 0.9;
    const inner = radius * (i % 3 === 0 ? 0.72 : 0.8);
    ticks += `<line x1="${(300 + inner * Math.sin(a)).toFixed(1)}" y1="${(300 - inner * Math.cos(a)).toFixed(1)}" x2="${(300 + outer * Math.sin(a)).toFixed(1)}" y2="${(300 - outer * Math.cos(a)).toFixed(1)}" stroke="${ink}" stroke-width="${i % 3 === 0 ? 6 : 3}" stroke-linecap="round"/>`;
  }
  const hourAngle = ((clock.hour % 12) + clock.minute / 60) * (Math.PI / 6);
  const minuteAngle = clock.minute * (Math.PI / 30);
  return `<circle cx="300" cy="300" r="${radius}" fill="${face}"/>${ticks}${hand(hourAngle, radius * 0.5, 10, ink)}${hand(minuteAngle, radius * 0.75, 6, ink)}<circle cx="300" cy="300" r="8" fill="${ink}"/>`;
}

// One drawing per shape, on a 600x600 canvas centred at (300, 300).
const SHAPES: Record<ProductShape, Draw> = {
  watch: (colour, accent, clock) =>
    `<rect x="245" y="40" width="110" height="520" rx="36" fill="${darken(colour, 0.35)}"/><rect x="425" y="285" width="24" height="30" rx="6" fill="${darken(colour, 0.2)}"/>` +
    `<circle cx="300" cy="300" r="140" fill="${colour}" stroke="${darken(colour, 0.3)}" stroke-width="6"/>${dial(112, accent, clock)}`,
  smartwatch: (colour, accent) =>
    `<rect x="240" y="40" width="120" height="520" rx="40" fill="${colour}"/><rect x="180" y="160" width="240" height="280" rx="60" fill="#1f2328"/>` +
    `<rect x="200" y="180" width="200" height="240" rx="44" fill="#0b0d10"/><circle cx="300" cy="300" r="78" fill="none" stroke="${accent}" stroke-width="14" stroke-dasharray="300 200" stroke-linecap="round"/>` +
    `<rect x="262" y="284" width="76" height="32" rx="8" fill="${lighten(accent, 0.5)}"/><rect x="420" y="260" width="16" height="50" rx="6" fill="#444"/>`,
  band: (colour, accent) =>
    `<rect x="262" y="40" width="76" height="520" rx="36" fill="${colour}"/><rect x="236" y="200" width="128" height="200" rx="40" fill="#1f2328"/>` +
    `<rect x="252" y="220" width="96" height="160" rx="30" fill="#0b0d10"/><path d="M272 300h18l10-26 14 52 10-26h18" fill="none" stroke="${accent}" stroke-width="8" stroke-linejoin="round"/>`,
  'pocket-watch': (colour, accent, clock) =>
    `<path d="M300 150 C 380 60, 520 80, 560 40" fill="none" stroke="${darken(colour, 0.2)}" stroke-width="10" stroke-dasharray="18 8"/><circle cx="300" cy="132" r="26" fill="none" stroke="${colour}" stroke-width="12"/>` +
    `<circle cx="300" cy="320" r="170" fill="${colour}" stroke="${darken(colour, 0.3)}" stroke-width="8"/><g transform="translate(0 20)">${dial(140, accent, clock)}</g>`,
  clock: (colour, accent, clock) =>
    `<circle cx="300" cy="300" r="230" fill="${colour}"/>${dial(200, lighten(accent, 0.6), clock)}`,
  headphones: (colour, accent) =>
    `<path d="M150 340 V270 A150 150 0 0 1 450 270 V340" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="30" stroke-linecap="round"/>` +
    `<rect x="110" y="300" width="90" height="170" rx="40" fill="${colour}"/><rect x="400" y="300" width="90" height="170" rx="40" fill="${colour}"/>` +
    `<rect x="130" y="330" width="50" height="110" rx="22" fill="${accent}" opacity=".55"/><rect x="420" y="330" width="50" height="110" rx="22" fill="${accent}" opacity=".55"/>`,
  device: (colour, accent) =>
    `<rect x="120" y="170" width="360" height="260" rx="48" fill="${colour}"/><rect x="150" y="200" width="300" height="200" rx="30" fill="${darken(colour, 0.25)}"/>` +
    `<circle cx="230" cy="300" r="55" fill="${accent}" opacity=".7"/><circle cx="370" cy="300" r="55" fill="${accent}" opacity=".7"/><circle cx="230" cy="300" r="20" fill="${darken(colour, 0.5)}"/><circle cx="370" cy="300" r="20" fill="${darken(colour, 0.5)}"/>`,
  shirt: (colour, accent) =>
    `<path d="M220 110 L150 140 L70 230 L130 290 L180 250 L180 500 L420 500 L420 250 L470 290 L530 230 L450 140 L380 110 C 360 150, 240 150, 220 110 Z" fill="${colour}" stroke="${darken(colour, 0.25)}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M230 118 C 260 160, 340 160, 370 118" fill="none" stroke="${accent}" stroke-width="8"/>`,
  shoe: (colour, accent) =>
    `<path d="M80 380 C 80 300, 120 240, 170 230 L 250 220 C 290 260, 330 280, 400 300 C 470 315, 530 340, 530 390 L 530 410 L 80 410 Z" fill="${colour}" stroke="${darken(colour, 0.3)}" stroke-width="6" stroke-linejoin="round"/>` +
    `<rect x="75" y="405" width="460" height="34" rx="14" fill="${lighten(accent, 0.4)}"/><path d="M230 250 l40 30 M255 238 l40 30 M280 230 l40 30" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`,
  bottle: (colour, accent) =>
    `<rect x="255" y="90" width="90" height="70" rx="12" fill="${darken(colour, 0.4)}"/><path d="M200 200 Q 200 160, 240 160 H 360 Q 400 160, 400 200 V 490 Q 400 520, 370 520 H 230 Q 200 520, 200 490 Z" fill="${colour}" opacity=".92"/>` +
    `<rect x="225" y="300" width="150" height="110" rx="10" fill="${lighten(accent, 0.55)}"/><rect x="250" y="335" width="100" height="12" rx="6" fill="${accent}"/><rect x="265" y="360" width="70" height="10" rx="5" fill="${accent}" opacity=".6"/>`,
  book: (colour, accent) =>
    `<rect x="170" y="100" width="280" height="400" rx="10" fill="#f4f1ea" stroke="#c9c2b0" stroke-width="4"/><rect x="150" y="90" width="270" height="400" rx="10" fill="${colour}"/>` +
    `<rect x="150" y="90" width="30" height="400" fill="${darken(colour, 0.3)}"/><rect x="220" y="180" width="150" height="16" rx="8" fill="${accent}"/><rect x="220" y="210" width="110" height="12" rx="6" fill="${accent}" opacity=".6"/>`,
  ring: (colour, accent) =>
    `<circle cx="300" cy="340" r="150" fill="none" stroke="${colour}" stroke-width="34"/><circle cx="300" cy="340" r="150" fill="none" stroke="${lighten(colour, 0.45)}" stroke-width="6" stroke-dasharray="60 900"/>` +
    `<path d="M300 130 L350 180 L300 240 L250 180 Z" fill="${lighten(accent, 0.5)}" stroke="${accent}" stroke-width="6" stroke-linejoin="round"/>`,
  glasses: (colour, accent) =>
    `<circle cx="190" cy="310" r="100" fill="${accent}" opacity=".45" stroke="${colour}" stroke-width="22"/><circle cx="410" cy="310" r="100" fill="${accent}" opacity=".45" stroke="${colour}" stroke-width="22"/>` +
    `<path d="M270 290 Q 300 262, 330 290" fill="none" stroke="${colour}" stroke-width="16"/><path d="M92 290 L40 250 M508 290 L560 250" stroke="${colour}" stroke-width="16" stroke-linecap="round"/>`,
  box: (colour, accent) =>
    `<path d="M130 220 L300 150 L470 220 L300 290 Z" fill="${lighten(colour, 0.2)}"/><path d="M130 220 L300 290 L300 480 L130 410 Z" fill="${colour}"/><path d="M470 220 L300 290 L300 480 L470 410 Z" fill="${darken(colour, 0.2)}"/>` +
    `<path d="M215 185 L385 255 L385 330" fill="none" stroke="${accent}" stroke-width="18"/>`,
};

/** A product picture of `shape` in `colour`; `view` (1-based) turns and frames each view differently. */
export function renderShape(shape: ProductShape, colour: string, accent: string, view: number, seed: number): string {
  const background = lighten(colour, isLight(colour) ? 0.15 : 0.88);
  const backdrop = isLight(colour) ? '#dfe3e8' : background;
  const transforms = ['', 'rotate(-12 300 300)', 'translate(300 300) scale(1.25) translate(-300 -300)', 'rotate(10 300 300) translate(300 300) scale(.85) translate(-300 -300)'];
  const clock = { hour: 10 + (seed % 3), minute: (seed * 7) % 60 };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<rect width="600" height="600" fill="${backdrop}"/><ellipse cx="300" cy="560" rx="200" ry="18" fill="#000" opacity=".08"/>` +
    `<g transform="${transforms[(view - 1) % transforms.length]}">${SHAPES[shape](colour, accent, clock)}</g></svg>`;
}

/** Image `n` of product `id`: shape and colours come from the seed's plan for that id, no database needed. */
export function renderProductImage(id: number, n: number): string {
  const { shape, colour, accent } = productLook(id);
  return renderShape(shape, colour, accent, n, id);
}
