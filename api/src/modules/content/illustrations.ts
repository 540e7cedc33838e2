/**
 * Featured images and avatars for the built-in blog, drawn here as SVG rather than shipped as files: the
 * build copies no assets, nothing depends on a third-party host, and every size WordPress advertises is the
 * same drawing at another viewport. An illustration key is `theme/motif/variant`, e.g. `plumbing/droplet/2`.
 */

export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 675;

interface Palette {
  sky: string;
  deep: string;
  accent: string;
  light: string;
}

const PALETTES = {
  hiring: { sky: '#fde68a', deep: '#b45309', accent: '#1e3a8a', light: '#fffbeb' },
  pricing: { sky: '#bbf7d0', deep: '#15803d', accent: '#14532d', light: '#f0fdf4' },
  hvac: { sky: '#bae6fd', deep: '#0369a1', accent: '#f97316', light: '#f0f9ff' },
  plumbing: { sky: '#a5f3fc', deep: '#0e7490', accent: '#1e293b', light: '#ecfeff' },
  cleaning: { sky: '#e9d5ff', deep: '#7e22ce', accent: '#0f766e', light: '#faf5ff' },
  home: { sky: '#fed7aa', deep: '#c2410c', accent: '#365314', light: '#fff7ed' },
} satisfies Record<string, Palette>;

export type IllustrationTheme = keyof typeof PALETTES;

/** Each motif is drawn in a 200×200 box. */
const MOTIFS: Record<string, (p: Palette) => string> = {
  house: (p) =>
    `<path d="M30 100 L100 40 L170 100 V178 H30 Z" fill="${p.light}"/>` +
    `<path d="M16 108 L100 32 L184 108" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="84" y="120" width="34" height="58" rx="4" fill="${p.accent}"/>` +
    `<rect x="44" y="112" width="28" height="28" rx="3" fill="${p.deep}"/><rect x="130" y="112" width="28" height="28" rx="3" fill="${p.deep}"/>` +
    `<rect x="132" y="46" width="16" height="34" fill="${p.accent}"/>`,
  droplet: (p) =>
    `<path d="M100 16 C100 16 38 94 38 130 A62 62 0 0 0 162 130 C162 94 100 16 100 16 Z" fill="${p.light}"/>` +
    `<path d="M70 128 A32 32 0 0 0 96 160" fill="none" stroke="${p.deep}" stroke-width="10" stroke-linecap="round"/>`,
  wrench: (p) =>
    `<g transform="rotate(-40 100 100)"><rect x="86" y="70" width="28" height="120" rx="12" fill="${p.light}"/>` +
    `<circle cx="100" cy="52" r="42" fill="${p.light}"/><rect x="86" y="4" width="28" height="46" rx="4" fill="${p.deep}"/>` +
    `<circle cx="100" cy="166" r="7" fill="${p.deep}"/></g>`,
  pipe: (p) =>
    `<path d="M20 60 H120 A40 40 0 0 1 160 100 V190" fill="none" stroke="${p.light}" stroke-width="34"/>` +
    `<rect x="58" y="36" width="22" height="48" rx="4" fill="${p.accent}"/><rect x="136" y="128" width="48" height="22" rx="4" fill="${p.accent}"/>` +
    `<path d="M160 196 q-8 14 0 20 q8 -6 0 -20 z" fill="${p.light}"/>`,
  bolt: (p) =>
    `<circle cx="100" cy="100" r="86" fill="${p.light}"/>` +
    `<path d="M112 22 L52 112 H96 L84 178 L150 84 H104 Z" fill="${p.accent}"/>`,
  snowflake: (p) =>
    [0, 60, 120]
      .map(
        (angle) =>
          `<g transform="rotate(${angle} 100 100)" stroke="${p.light}" stroke-width="12" stroke-linecap="round">` +
          `<line x1="100" y1="12" x2="100" y2="188"/><line x1="100" y1="40" x2="78" y2="22"/><line x1="100" y1="40" x2="122" y2="22"/>` +
          `<line x1="100" y1="160" x2="78" y2="178"/><line x1="100" y1="160" x2="122" y2="178"/></g>`,
      )
      .join(''),
  sun: (p) =>
    `<circle cx="100" cy="100" r="46" fill="${p.accent}"/>` +
    Array.from({ length: 8 }, (_, index) => index * 45)
      .map(
        (angle) =>
          `<line x1="100" y1="14" x2="100" y2="38" transform="rotate(${angle} 100 100)" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>`,
      )
      .join(''),
  thermostat: (p) =>
    `<rect x="24" y="24" width="152" height="152" rx="32" fill="${p.light}"/>` +
    `<circle cx="100" cy="100" r="52" fill="none" stroke="${p.deep}" stroke-width="12"/>` +
    `<path d="M100 100 L132 72" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/><circle cx="100" cy="100" r="10" fill="${p.accent}"/>`,
  spray: (p) =>
    `<rect x="62" y="84" width="76" height="104" rx="18" fill="${p.light}"/><rect x="82" y="58" width="36" height="30" fill="${p.light}"/>` +
    `<path d="M70 36 H140 L150 58 H70 Z" fill="${p.accent}"/><rect x="74" y="116" width="52" height="40" rx="6" fill="${p.deep}" opacity="0.35"/>` +
    `<circle cx="170" cy="30" r="6" fill="${p.light}"/><circle cx="184" cy="50" r="5" fill="${p.light}"/><circle cx="168" cy="62" r="4" fill="${p.light}"/>`,
  sparkle: (p) =>
    `<path d="M100 14 Q108 92 186 100 Q108 108 100 186 Q92 108 14 100 Q92 92 100 14 Z" fill="${p.light}"/>` +
    `<path d="M160 20 Q163 47 190 50 Q163 53 160 80 Q157 53 130 50 Q157 47 160 20 Z" fill="${p.accent}"/>`,
  bucket: (p) =>
    `<path d="M40 70 H160 L146 182 H54 Z" fill="${p.light}"/><path d="M40 70 Q100 -10 160 70" fill="none" stroke="${p.accent}" stroke-width="8"/>` +
    `<ellipse cx="100" cy="70" rx="60" ry="12" fill="${p.deep}"/><circle cx="70" cy="48" r="14" fill="${p.light}" opacity="0.8"/><circle cx="96" cy="40" r="10" fill="${p.light}" opacity="0.8"/>`,
  leaf: (p) =>
    `<path d="M30 170 C30 80 90 24 178 22 C176 110 120 170 30 170 Z" fill="${p.accent}"/>` +
    `<path d="M36 164 C80 120 120 80 160 40" fill="none" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>`,
  ladder: (p) =>
    `<g stroke="${p.light}" stroke-width="12" stroke-linecap="round"><line x1="60" y1="190" x2="86" y2="12"/><line x1="140" y1="190" x2="114" y2="12"/>` +
    [40, 80, 120, 160]
      .map((y) => `<line x1="${70 - (y - 40) / 8 + 8}" y1="${y}" x2="${130 + (y - 40) / 8 - 8}" y2="${y}"/>`)
      .join('') +
    `</g>`,
  clipboard: (p) =>
    `<rect x="40" y="30" width="120" height="160" rx="12" fill="${p.light}"/><rect x="72" y="18" width="56" height="26" rx="8" fill="${p.accent}"/>` +
    [76, 112, 148]
      .map(
        (y) =>
          `<path d="M58 ${y} l10 10 l18 -20" fill="none" stroke="${p.deep}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
          `<rect x="96" y="${y - 6}" width="48" height="10" rx="5" fill="${p.accent}" opacity="0.6"/>`,
      )
      .join(''),
  calculator: (p) =>
    `<rect x="44" y="16" width="112" height="170" rx="14" fill="${p.light}"/><rect x="58" y="30" width="84" height="34" rx="6" fill="${p.deep}"/>` +
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${60 + col * 28}" y="${80 + row * 32}" width="20" height="22" rx="4" fill="${row === 2 && col === 2 ? p.accent : p.deep}" opacity="${row === 2 && col === 2 ? 1 : 0.55}"/>`,
        ),
      )
      .join(''),
  tag: (p) =>
    `<path d="M20 100 L90 30 H176 V116 L106 186 Z" fill="${p.light}"/><circle cx="146" cy="60" r="12" fill="${p.deep}"/>` +
    `<path d="M88 104 h40 M88 128 h24" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`,
  chart: (p) =>
    `<rect x="30" y="120" width="28" height="60" rx="4" fill="${p.light}"/><rect x="74" y="92" width="28" height="88" rx="4" fill="${p.light}"/>` +
    `<rect x="118" y="60" width="28" height="120" rx="4" fill="${p.light}"/><path d="M28 96 L84 60 L116 76 L172 26" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M150 24 H174 V48" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  calendar: (p) =>
    `<rect x="26" y="36" width="148" height="146" rx="14" fill="${p.light}"/><rect x="26" y="36" width="148" height="38" rx="14" fill="${p.accent}"/>` +
    `<rect x="58" y="20" width="12" height="32" rx="6" fill="${p.deep}"/><rect x="130" y="20" width="12" height="32" rx="6" fill="${p.deep}"/>` +
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2, 3].map(
          (col) =>
            `<rect x="${42 + col * 32}" y="${88 + row * 30}" width="20" height="18" rx="3" fill="${p.deep}" opacity="${(row * 4 + col) % 5 === 2 ? 1 : 0.3}"/>`,
        ),
      )
      .join(''),
  handshake: (p) =>
    `<path d="M10 90 L60 60 L100 80 L140 60 L190 90 L150 140 L110 160 L70 140 Z" fill="${p.light}"/>` +
    `<path d="M60 60 L100 100 L120 90" fill="none" stroke="${p.deep}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M84 132 L100 116 M98 146 L116 128 M114 156 L128 142" stroke="${p.deep}" stroke-width="7" stroke-linecap="round"/>`,
  cloud: (p) =>
    `<path d="M46 120 A34 34 0 0 1 60 56 A46 46 0 0 1 146 50 A36 36 0 0 1 160 120 Z" fill="${p.light}"/>` +
    [60, 96, 132]
      .map((x) => `<path d="M${x} 140 l-8 22" stroke="${p.accent}" stroke-width="9" stroke-linecap="round"/>`)
      .join(''),
};

export const MOTIF_NAMES = Object.keys(MOTIFS);

/** mulberry32, seeded from the key, so one key always draws the same picture. */
function randomFor(seedText: string): () => number {
  let state = [...seedText].reduce(
    (hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0,
    2166136261,
  );
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function parseIllustrationKey(
  key: string,
): { theme: IllustrationTheme; motif: string; variant: number } | null {
  const match = /^([a-z]+)\/([a-z]+)\/(\d{1,3})$/.exec(key);
  if (!match) return null;
  const [, theme = '', motif = '', variant = '0'] = match;
  if (!(theme in PALETTES) || !(motif in MOTIFS)) return null;
  return { theme: theme as IllustrationTheme, motif, variant: Number(variant) };
}

/**
 * The illustration at `width`×`height` pixels (the drawing is cropped to fill, as WordPress crops its
 * thumbnails), or null for an unknown key.
 */
export function renderIllustration(
  key: string,
  width = ILLUSTRATION_WIDTH,
  height = ILLUSTRATION_HEIGHT,
): string | null {
  const parsed = parseIllustrationKey(key);
  if (!parsed) return null;
  const palette = PALETTES[parsed.theme];
  const motif = MOTIFS[parsed.motif]!;
  const random = randomFor(key);
  const W = ILLUSTRATION_WIDTH;
  const H = ILLUSTRATION_HEIGHT;

  const bubbles = Array.from({ length: 9 }, () => {
    const r = 20 + random() * 110;
    const cx = random() * W;
    const cy = random() * H * 0.8;
    const fill = random() < 0.5 ? palette.light : palette.deep;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" opacity="${(0.08 + random() * 0.18).toFixed(2)}"/>`;
  }).join('');
  const hillHeight = 470 + random() * 60;
  const hill = `<path d="M0 ${hillHeight.toFixed(0)} Q ${(W * (0.25 + random() * 0.2)).toFixed(0)} ${(hillHeight - 90 - random() * 60).toFixed(0)} ${(W * 0.55).toFixed(0)} ${(hillHeight - 10).toFixed(0)} T ${W} ${(hillHeight - 30).toFixed(0)} V ${H} H 0 Z" fill="${palette.deep}" opacity="0.85"/>`;
  const onLeft = parsed.variant % 2 === 1;
  const mainX = onLeft ? 150 + random() * 80 : 700 + random() * 80;
  const mainScale = 1.75 + random() * 0.25;
  const companions = MOTIF_NAMES.filter(
    (name) => name !== parsed.motif && PALETTE_FRIENDS[parsed.theme].includes(name),
  );
  const companion = companions[Math.floor(random() * companions.length)] ?? parsed.motif;
  const sideX = onLeft ? 840 + random() * 120 : 130 + random() * 120;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${palette.sky}"/><stop offset="1" stop-color="${palette.light}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bubbles}${hill}` +
    `<g transform="translate(${sideX.toFixed(0)} 300) scale(0.9)" opacity="0.9">${MOTIFS[companion]!(palette)}</g>` +
    `<g transform="translate(${mainX.toFixed(0)} 120) scale(${mainScale.toFixed(2)})">${motif(palette)}</g>` +
    `</svg>`
  );
}

/** Motifs that suit each theme as the smaller companion drawing. */
const PALETTE_FRIENDS: Record<IllustrationTheme, string[]> = {
  hiring: ['clipboard', 'handshake', 'house', 'tag'],
  pricing: ['calculator', 'tag', 'chart', 'clipboard'],
  hvac: ['sun', 'snowflake', 'thermostat', 'house'],
  plumbing: ['droplet', 'wrench', 'pipe', 'bolt'],
  cleaning: ['sparkle', 'spray', 'bucket', 'calendar'],
  home: ['leaf', 'ladder', 'house', 'cloud'],
};

const AVATAR_COLOURS = ['#1d4ed8', '#15803d', '#b45309', '#7e22ce', '#0e7490', '#be123c'];

/** A round avatar with the author's initials, WordPress's `avatar_urls` for authors without Gravatar. */
export function renderAvatar(name: string, size: number): string {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?';
  const colour = AVATAR_COLOURS[Math.floor(randomFor(name)() * AVATAR_COLOURS.length)]!;
  const safe = initials.replace(/[^A-Z0-9?]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96" role="img">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="60" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="36" font-weight="600" fill="#ffffff">${safe}</text>` +
    `</svg>`
  );
}
