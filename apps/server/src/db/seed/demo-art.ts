import type { Random } from './demo-random.js';

/** SVG illustrations in the site's calm palette: soft skies, suns, hills, waves and circles. */

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  /** Light to dark, used for the layers in front of the sky. */
  layers: readonly [string, string, string, string];
}

const palettes: readonly [Palette, ...Palette[]] = [
  { skyTop: '#fbf6ee', skyBottom: '#f6dcc0', sun: '#ffa400', layers: ['#e9d8bf', '#d9b48f', '#c8694a', '#9c4f37'] },
  { skyTop: '#f7f3ea', skyBottom: '#e3e8da', sun: '#f4b183', layers: ['#c9d4bf', '#9bab8e', '#7d9275', '#5e7559'] },
  { skyTop: '#fbf1e7', skyBottom: '#f0c9ae', sun: '#fff1d6', layers: ['#e8b4a0', '#d48a6c', '#c8694a', '#a0533a'] },
  { skyTop: '#fdf9f2', skyBottom: '#efe2cc', sun: '#ffa400', layers: ['#e9d8bf', '#d7c3a1', '#b9a27d', '#9bab8e'] },
  { skyTop: '#fde9d4', skyBottom: '#f7b98b', sun: '#ffd27a', layers: ['#e89f7a', '#c8694a', '#8f6f5a', '#6f8a6a'] },
];

const round = (value: number) => Math.round(value * 10) / 10;

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function skyDefs(palette: Palette): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/>` +
    `<stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>`
  );
}

function sun(cx: number, cy: number, r: number, palette: Palette): string {
  return (
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 2.6)}" fill="url(#glow)"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${palette.sun}"/>`
  );
}

/** A smooth ridge across the whole width, closed down to the bottom edge. */
function ridge(random: Random, width: number, height: number, baseY: number, amplitude: number, fill: string): string {
  const segments = 4;
  const step = width / segments;
  let y = baseY + random.between(-amplitude, amplitude);
  let d = `M0 ${round(y)}`;
  for (let i = 1; i <= segments; i += 1) {
    const nextY = baseY + random.between(-amplitude, amplitude);
    const x0 = (i - 1) * step;
    d += ` C${round(x0 + step / 2)} ${round(y)} ${round(x0 + step / 2)} ${round(nextY)} ${round(i * step)} ${round(nextY)}`;
    y = nextY;
  }
  return `<path d="${d} L${width} ${height} L0 ${height} Z" fill="${fill}"/>`;
}

/** A wave band: a regular swell repeated across the width. */
function wave(random: Random, width: number, height: number, baseY: number, fill: string): string {
  const length = random.between(180, 320);
  const swell = random.between(10, 26);
  let d = `M${round(-random.between(0, length))} ${round(baseY)}`;
  for (let x = -length; x < width + length; x += length) {
    d += ` q${round(length / 4)} ${round(-swell)} ${round(length / 2)} 0 t${round(length / 2)} 0`;
  }
  return `<path d="${d} L${width + length} ${height} L${-length} ${height} Z" fill="${fill}"/>`;
}

function hillsScene(random: Random, palette: Palette, width: number, height: number): string {
  const sunX = random.between(width * 0.2, width * 0.8);
  const horizon = height * random.between(0.52, 0.62);
  const hills = palette.layers
    .slice(0, 3)
    .map((fill, i) => ridge(random, width, height, horizon + i * height * 0.12, height * 0.06, fill))
    .join('');
  return sun(sunX, horizon - height * random.between(0.05, 0.18), height * random.between(0.08, 0.12), palette) + hills;
}

function wavesScene(random: Random, palette: Palette, width: number, height: number): string {
  const horizon = height * random.between(0.5, 0.58);
  const waves = palette.layers.map((fill, i) => wave(random, width, height, horizon + i * height * 0.1, fill)).join('');
  return sun(random.between(width * 0.25, width * 0.75), horizon - height * 0.04, height * 0.11, palette) + waves;
}

function circlesScene(random: Random, palette: Palette, width: number, height: number): string {
  const colours = [palette.sun, ...palette.layers];
  const circles = Array.from({ length: 6 }, (_, i) => {
    const r = height * random.between(0.12, 0.34);
    const fill = colours[i % colours.length] ?? palette.sun;
    const opacity = round(random.between(0.35, 0.7));
    return `<circle cx="${round(random.between(0, width))}" cy="${round(random.between(height * 0.2, height))}" r="${round(r)}" fill="${fill}" fill-opacity="${opacity}"/>`;
  });
  const dots = Array.from({ length: 13 }, (_, i) => {
    const angle = Math.PI * (0.1 + i * (0.8 / 12));
    const cx = width / 2 + Math.cos(angle) * height * 0.42;
    const cy = height * 0.62 - Math.sin(angle) * height * 0.42;
    return `<circle cx="${round(cx)}" cy="${round(cy)}" r="7" fill="${palette.layers[3]}" fill-opacity="0.45"/>`;
  });
  return circles.join('') + dots.join('');
}

function archesScene(random: Random, palette: Palette, width: number, height: number): string {
  const cx = random.between(width * 0.3, width * 0.7);
  const base = height * 1.02;
  const arches = [...palette.layers].reverse().map((fill, i) => {
    const r = height * (0.62 - i * 0.12);
    return `<path d="M${round(cx - r)} ${round(base)} A${round(r)} ${round(r)} 0 0 1 ${round(cx + r)} ${round(base)} Z" fill="${fill}"/>`;
  });
  const side = cx < width / 2 ? 1 : -1;
  const sunX = cx + side * height * random.between(0.55, 0.7);
  return sun(sunX, height * random.between(0.2, 0.35), height * 0.07, palette) + arches.join('');
}

const scenes = [hillsScene, wavesScene, circlesScene, archesScene] as const;

/** A landscape cover (e.g. 1200×800) chosen and varied by the random source. */
export function landscapeSvg(random: Random, width: number, height: number): string {
  const palette = random.pick(palettes);
  const scene = random.pick(scenes);
  const body = `<rect width="${width}" height="${height}" fill="url(#sky)"/>${scene(random, palette, width, height)}`;
  return svgDocument(width, height, skyDefs(palette), body);
}

export type HairStyle = 'short' | 'long' | 'bun' | 'curly';

const skinTones = ['#f3d2b8', '#e8b995', '#d9a27c', '#b97a56', '#8d5a3f'] as const;
const hairColours = ['#3b2a22', '#6b4330', '#a0653b', '#2a2320', '#c9a27a', '#8f8a85'] as const;
/** Darker skin tones get dark hair, or the hair would melt into the face. */
const darkHairColours = ['#2a2320', '#3b2a22'] as const;
const clothes = ['#9bab8e', '#c8694a', '#ffa400', '#7d9275', '#d48a6c'] as const;

function hairBehind(style: HairStyle, colour: string): string {
  if (style === 'long') return `<path d="M192 270 C185 100 415 100 408 270 L422 440 L178 440 Z" fill="${colour}"/>`;
  if (style === 'bun') return `<circle cx="300" cy="138" r="50" fill="${colour}"/>`;
  return '';
}

/** Curl centres around the forehead, relative to the middle of the face. */
const curls = [
  [-96, 236],
  [-92, 192],
  [-60, 160],
  [-20, 146],
  [22, 146],
  [62, 160],
  [94, 192],
  [98, 236],
] as const;

function hairFront(style: HairStyle, colour: string): string {
  if (style === 'curly') {
    return curls.map(([dx, cy]) => `<circle cx="${300 + dx}" cy="${cy}" r="40" fill="${colour}"/>`).join('');
  }
  const cap = 'M203 262 C196 118 404 118 397 262 C372 200 300 188 246 208 C226 220 210 240 203 262 Z';
  return `<path d="${cap}" fill="${colour}"/>`;
}

/** A friendly, abstract portrait: calm closed eyes and a small smile, no attempt at likeness. */
export function avatarSvg(random: Random, hair: HairStyle, size = 600): string {
  const palette = random.pick(palettes);
  const skin = random.pick(skinTones);
  const hairColour = skinTones.indexOf(skin) >= 3 ? random.pick(darkHairColours) : random.pick(hairColours);
  const shirt = random.pick(clothes);
  const defs =
    skyDefs(palette) +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/>` +
    `<stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>`;
  const body = [
    `<rect width="600" height="600" fill="url(#bg)"/>`,
    `<circle cx="300" cy="290" r="230" fill="${palette.layers[0]}" fill-opacity="0.7"/>`,
    hairBehind(hair, hairColour),
    `<path d="M110 600 C120 470 210 425 300 425 C390 425 480 470 490 600 Z" fill="${shirt}"/>`,
    `<rect x="265" y="350" width="70" height="90" rx="30" fill="${skin}"/>`,
    `<ellipse cx="300" cy="275" rx="98" ry="112" fill="${skin}"/>`,
    hairFront(hair, hairColour),
    `<path d="M252 292 q14 12 28 0 M320 292 q14 12 28 0" stroke="#4a3a32" stroke-width="6" stroke-linecap="round" fill="none"/>`,
    `<path d="M276 332 q24 20 48 0" stroke="#8a4a3a" stroke-width="6" stroke-linecap="round" fill="none"/>`,
    `<circle cx="245" cy="320" r="16" fill="#e8846b" fill-opacity="0.3"/>`,
    `<circle cx="355" cy="320" r="16" fill="#e8846b" fill-opacity="0.3"/>`,
  ].join('');
  return svgDocument(size, size, defs, `<g transform="scale(${size / 600})">${body}</g>`);
}
