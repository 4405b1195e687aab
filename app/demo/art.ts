// Generated artwork for the demo content: yearly badges ("jaarkentekens") for the
// history periods and portrait placeholders for the leaders. Everything is a pure
// function of its inputs so the seed produces identical files on every run.
// The SVG only uses features librsvg renders faithfully (no CSS, no filters, no
// external resources), so sharp can rasterise it.
import { escapeHtml } from "~/lib/text";

const SIZE = 400;
const C = SIZE / 2;
const FONT = "DejaVu Sans, Arial, sans-serif";

// ---------------------------------------------------------------------------
// Small utilities

/** FNV-1a: tiny, stable across platforms, good enough to spread choices. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32, so secondary choices can be drawn in sequence from one seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Modulo that also behaves for negative or fractional indexes. */
function wrap(n: number, m: number): number {
  const i = Math.floor(Number.isFinite(n) ? n : 0);
  return ((i % m) + m) % m;
}

function pick<T>(list: readonly T[], n: number): T {
  const item = list[wrap(n, list.length)];
  if (item === undefined) throw new Error("pick from empty list");
  return item;
}

const esc = escapeHtml;

/** One decimal keeps the markup short without visible rounding. */
function num(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function pt(x: number, y: number): string {
  return `${num(x)} ${num(y)}`;
}

function polygonPath(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${pt(x, y)}`).join("") + "Z";
}

/** Regular polygon or star: alternate radii when `inner` is given. */
function radialPath(cx: number, cy: number, outer: number, corners: number, inner?: number, rotation = -90): string {
  const step = inner === undefined ? 1 : 2;
  const count = corners * step;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const r = inner !== undefined && i % 2 === 1 ? inner : outer;
    const a = ((rotation + (360 / count) * i) * Math.PI) / 180;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygonPath(points);
}

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.replace("#", ""), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend; used to derive shades so palettes stay short. */
function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const parts = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return "#" + parts.map((v) => v.toString(16).padStart(2, "0")).join("");
}

function svgDocument(body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">` +
    `<title>${esc(label)}</title>${body}</svg>`
  );
}

// ---------------------------------------------------------------------------
// Badge palettes and outlines

interface Palette {
  rim: string; // outer band of the badge
  field: string; // inner background
  light: string; // faint decoration on the field
  ink: string; // main symbol colour
  accent: string; // secondary symbol colour
  ribbon: string;
  ribbonText: string;
  stitch: string; // dashed thread on the rim
}

const PALETTES: readonly Palette[] = [
  { rim: "#2F5D2B", field: "#F4EBD0", light: "#E7D9AE", ink: "#2F5D2B", accent: "#D98C2B", ribbon: "#B5432F", ribbonText: "#FFFFFF", stitch: "#F4EBD0" },
  { rim: "#1E3A5F", field: "#F6CF5A", light: "#EDBE3C", ink: "#1E3A5F", accent: "#C8553D", ribbon: "#1E3A5F", ribbonText: "#F6CF5A", stitch: "#F6CF5A" },
  { rim: "#126E6A", field: "#E6F4F1", light: "#CDE8E2", ink: "#126E6A", accent: "#F07E61", ribbon: "#F07E61", ribbonText: "#FFFFFF", stitch: "#E6F4F1" },
  { rim: "#7A1F2B", field: "#FBF1DE", light: "#F1DFBD", ink: "#7A1F2B", accent: "#E0A526", ribbon: "#2E4A3B", ribbonText: "#FBF1DE", stitch: "#E0A526" },
  { rim: "#2A6FB0", field: "#DDEFFB", light: "#C5E2F6", ink: "#1D4E80", accent: "#F6B93B", ribbon: "#E4572E", ribbonText: "#FFFFFF", stitch: "#FFFFFF" },
  { rim: "#4B2E83", field: "#FCE7C8", light: "#F6D6A8", ink: "#4B2E83", accent: "#F08A24", ribbon: "#F08A24", ribbonText: "#FFFFFF", stitch: "#FCE7C8" },
  { rim: "#556B2F", field: "#E8DDB5", light: "#DCCD98", ink: "#3F4F22", accent: "#B5452F", ribbon: "#8B5A2B", ribbonText: "#F5EBCB", stitch: "#E8DDB5" },
  { rim: "#C0392B", field: "#FFFFFF", light: "#F6E3E0", ink: "#C0392B", accent: "#2C3E50", ribbon: "#2C3E50", ribbonText: "#FFFFFF", stitch: "#FFFFFF" },
  { rim: "#3D8B37", field: "#F2F7F1", light: "#DDEBD9", ink: "#2B6427", accent: "#F2C230", ribbon: "#3D8B37", ribbonText: "#FFFFFF", stitch: "#F2C230" },
  { rim: "#6B4226", field: "#F5DEB3", light: "#EACB93", ink: "#6B4226", accent: "#2E8B57", ribbon: "#2E8B57", ribbonText: "#FFFFFF", stitch: "#F5DEB3" },
  { rim: "#22264B", field: "#34407A", light: "#3E4C8C", ink: "#F5E6A8", accent: "#E8A33D", ribbon: "#E8A33D", ribbonText: "#22264B", stitch: "#F5E6A8" },
  { rim: "#D64F7A", field: "#FFF0F3", light: "#FBDDE5", ink: "#1C6E7D", accent: "#D64F7A", ribbon: "#1C6E7D", ribbonText: "#FFFFFF", stitch: "#FFF0F3" },
];

type ShapeKind = "circle" | "shield" | "hexagon" | "square" | "scallop" | "octagon";

// Ordered so that neighbouring indexes never share an outline.
const SHAPES: readonly ShapeKind[] = ["circle", "shield", "scallop", "hexagon", "square", "octagon"];

/**
 * Outline of the badge at "radius" r. Every outline is built from r rather than
 * scaled with a transform, so stroke widths stay identical on all layers.
 */
function shapePath(kind: ShapeKind, r: number): string {
  switch (kind) {
    case "circle":
      return `M${pt(C - r, C)}A${num(r)} ${num(r)} 0 1 0 ${pt(C + r, C)}A${num(r)} ${num(r)} 0 1 0 ${pt(C - r, C)}Z`;
    case "hexagon":
      return radialPath(C, C, r, 6);
    case "octagon":
      return radialPath(C, C, r * 1.02, 8, undefined, -90 + 22.5);
    case "square": {
      const h = r * 0.9;
      const k = r * 0.24;
      return (
        `M${pt(C - h + k, C - h)}H${num(C + h - k)}Q${pt(C + h, C - h)} ${pt(C + h, C - h + k)}` +
        `V${num(C + h - k)}Q${pt(C + h, C + h)} ${pt(C + h - k, C + h)}` +
        `H${num(C - h + k)}Q${pt(C - h, C + h)} ${pt(C - h, C + h - k)}` +
        `V${num(C - h + k)}Q${pt(C - h, C - h)} ${pt(C - h + k, C - h)}Z`
      );
    }
    case "shield": {
      const w = r * 0.9;
      const top = C - r * 0.92;
      return (
        `M${pt(C - w, top)}Q${pt(C, top - r * 0.1)} ${pt(C + w, top)}` +
        `V${num(C + r * 0.08)}C${pt(C + w, C + r * 0.62)} ${pt(C + r * 0.38, C + r * 0.86)} ${pt(C, C + r)}` +
        `C${pt(C - r * 0.38, C + r * 0.86)} ${pt(C - w, C + r * 0.62)} ${pt(C - w, C + r * 0.08)}Z`
      );
    }
    case "scallop": {
      // Embroidered patches often have a wavy edge: chain of outward arcs.
      const n = 18;
      const base = r * 0.94;
      const chord = 2 * base * Math.sin(Math.PI / n);
      const bump = chord * 0.62;
      let d = "";
      for (let i = 0; i <= n; i++) {
        const a = (2 * Math.PI * i) / n - Math.PI / 2;
        const x = C + base * Math.cos(a);
        const y = C + base * Math.sin(a);
        d += i === 0 ? `M${pt(x, y)}` : `A${num(bump)} ${num(bump)} 0 0 1 ${pt(x, y)}`;
      }
      return d + "Z";
    }
  }
}

// ---------------------------------------------------------------------------
// Central symbols, drawn around (0,0) within roughly ±75 units

type SymbolName = "tent" | "tree" | "lily" | "star" | "fire" | "mountain" | "compass" | "knot" | "canoe" | "moon" | "sun";
type DrawSymbol = (p: Palette) => string;

const LILY_PATHS =
  `<path d="M64 12C77 28 80 48 70 66H58C48 48 51 28 64 12Z"/>` +
  `<path d="M72 66C73 46 90 34 103 43C112 50 108 64 97 68C101 61 100 53 93 52C85 51 80 58 80 66ZM56 66C55 46 38 34 25 43C16 50 20 64 31 68C27 61 28 53 35 52C43 51 48 58 48 66Z"/>` +
  `<path d="M58 75H70L64 96ZM52 75C52 84 46 90 38 89C44 86 46 81 46 75ZM76 75C76 84 82 90 90 89C84 86 82 81 82 75Z"/>`;

function crescentPath(r: number, dx: number, dy: number, rCut: number): string {
  // Intersection of the outer disc with the cut-out disc gives the two horns.
  const d = Math.hypot(dx, dy);
  const a = (r * r - rCut * rCut + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(r * r - a * a, 0));
  const mx = (a * dx) / d;
  const my = (a * dy) / d;
  const x1 = mx + (h * dy) / d;
  const y1 = my - (h * dx) / d;
  const x2 = mx - (h * dy) / d;
  const y2 = my + (h * dx) / d;
  return `M${pt(x1, y1)}A${num(r)} ${num(r)} 0 1 0 ${pt(x2, y2)}A${num(rCut)} ${num(rCut)} 0 0 1 ${pt(x1, y1)}Z`;
}

function sparkle(x: number, y: number, r: number, fill: string): string {
  return `<path d="${radialPath(x, y, r, 4, r * 0.32)}" fill="${fill}"/>`;
}

const SYMBOLS: Record<SymbolName, DrawSymbol> = {
  tent: (p) =>
    `<path d="M-11 -80L11 -50M11 -80L-11 -50" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M0 -64L74 50H-74Z" fill="${p.ink}" stroke="${p.ink}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M0 -28L-26 50H26Z" fill="${p.field}"/>` +
    `<path d="M0 -28L26 50H42Z" fill="${p.accent}"/>` +
    `<path d="M-90 54H90" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>`,

  tree: (p) =>
    `<g transform="translate(44 22) scale(.55)" fill="${p.accent}"><path d="M0 -74L34 -24H-34ZM0 -48L48 8H-48ZM0 -18L62 42H-62Z"/><rect x="-9" y="40" width="18" height="22"/></g>` +
    `<rect x="-10" y="38" width="20" height="26" fill="${p.ink}"/>` +
    `<path d="M0 -78L36 -26H-36ZM0 -52L50 6H-50ZM0 -22L64 42H-64Z" fill="${p.ink}" stroke="${p.ink}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M-84 64H88" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>`,

  lily: (p) =>
    `<g transform="scale(1.45) translate(-64 -54)" fill="${p.ink}">${LILY_PATHS}<rect x="42" y="66" width="44" height="9" rx="3" fill="${p.accent}"/></g>`,

  star: (p) =>
    `<path d="${radialPath(0, 4, 70, 5, 30)}" fill="${p.accent}" stroke="${p.ink}" stroke-width="7" stroke-linejoin="round"/>` +
    `<path d="${radialPath(0, 4, 30, 5, 13)}" fill="${p.ink}"/>` +
    sparkle(-66, -46, 15, p.ink) +
    sparkle(64, -56, 11, p.ink) +
    sparkle(70, 48, 8, p.ink),

  fire: (p) =>
    `<path d="M-50 38L50 68M50 38L-50 68" stroke="${p.ink}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M0 -82C10 -60 36 -46 34 -14C33 10 18 26 0 26C-18 26 -33 10 -34 -14C-35 -32 -22 -44 -16 -58C-12 -44 -6 -42 -2 -42C-5 -56 -5 -68 0 -82Z" fill="${p.accent}" stroke="${p.ink}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M0 -30C8 -16 16 -10 15 4C14 14 8 22 0 22C-8 22 -14 15 -15 6C-15 -4 -10 -8 -7 -16C-4 -10 -1 -10 0 -30Z" fill="#FFD45E"/>`,

  mountain: (p) =>
    `<circle cx="-44" cy="-44" r="22" fill="${p.accent}"/>` +
    `<path d="M6 50L46 -20L86 50Z" fill="${p.ink}" opacity=".55"/>` +
    `<path d="M-86 50L-14 -62L58 50Z" fill="${p.ink}" stroke="${p.ink}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M-14 -62L-32 -34L-22 -38L-14 -28L-6 -38L4 -34Z" fill="${p.field}"/>` +
    `<path d="M-90 54H90" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>`,

  compass: (p) =>
    `<circle r="66" fill="${p.field}" stroke="${p.ink}" stroke-width="9"/>` +
    `<path d="M0 -56V-46M0 46V56M-56 0H-46M46 0H56" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="${radialPath(0, 0, 40, 4, 9, -45)}" fill="${p.ink}" opacity=".35"/>` +
    `<path d="M0 -52L12 0H-12Z" fill="${p.accent}"/>` +
    `<path d="M0 52L12 0H-12Z" fill="${p.ink}"/>` +
    `<circle r="7" fill="${p.field}" stroke="${p.ink}" stroke-width="4"/>`,

  knot: (p) => {
    // A clove hitch ("mastworp"): both ends tucked under the diagonal turn.
    const rope = (d: string) =>
      `<path d="${d}" fill="none" stroke="${p.ink}" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`;
    return (
      `<g transform="scale(1.4)">` +
      `<rect x="-12" y="-58" width="24" height="116" rx="5" fill="${p.light}" stroke="${p.ink}" stroke-width="3"/>` +
      rope("M-48 -4C-30 -4 -12 0 -2 -1C4 -2 8 -12 11 -20") +
      rope("M-11 20C-7 12 -4 2 2 1C12 0 30 4 48 4") +
      rope("M-11 -22L11 22") +
      `</g>`
    );
  },

  canoe: (p) =>
    `<path d="M-34 -70L34 34" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>` +
    `<ellipse cx="38" cy="42" rx="10" ry="22" transform="rotate(-33 38 42)" fill="${p.accent}"/>` +
    `<path d="M-84 -2C-56 40 56 40 84 -2C52 12 -52 12 -84 -2Z" fill="${p.ink}" stroke="${p.ink}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M-60 14C-30 24 30 24 60 14" fill="none" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-80 48Q-70 40 -60 48T-40 48T-20 48M20 60Q30 52 40 60T60 60T80 60" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`,

  moon: (p) =>
    `<path d="${crescentPath(62, 30, -18, 52)}" fill="${p.accent}" stroke="${p.ink}" stroke-width="5" stroke-linejoin="round" transform="translate(-8 4)"/>` +
    sparkle(40, -44, 16, p.ink) +
    sparkle(58, 12, 10, p.ink) +
    sparkle(48, 56, 8, p.ink),

  sun: (p) => {
    let rays = "";
    for (let i = 0; i < 12; i++) {
      const a = (i * 30 * Math.PI) / 180;
      const outer = i % 2 === 0 ? 74 : 62;
      rays += `M${pt(50 * Math.cos(a), 50 * Math.sin(a))}L${pt(outer * Math.cos(a), outer * Math.sin(a))}`;
    }
    return (
      `<path d="${rays}" stroke="${p.accent}" stroke-width="9" stroke-linecap="round"/>` +
      `<circle r="38" fill="${p.accent}" stroke="${p.ink}" stroke-width="6"/>` +
      `<path d="M-16 8Q0 22 16 8" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="-13" cy="-8" r="4.5" fill="${p.ink}"/><circle cx="13" cy="-8" r="4.5" fill="${p.ink}"/>`
    );
  },
};

const SYMBOL_ORDER: readonly SymbolName[] = ["tent", "lily", "tree", "fire", "compass", "mountain", "knot", "star", "canoe", "moon", "sun"];

// ---------------------------------------------------------------------------
// Badge parts

type Backdrop = "plain" | "rays" | "hills" | "rings" | "dots";
const BACKDROPS: readonly Backdrop[] = ["rays", "hills", "rings", "dots", "plain"];

function backdrop(kind: Backdrop, p: Palette, random: () => number): string {
  switch (kind) {
    case "plain":
      return "";
    case "rays": {
      let d = "";
      for (let i = 0; i < 16; i += 2) {
        const a1 = (i * Math.PI) / 8;
        const a2 = ((i + 1) * Math.PI) / 8;
        d += `M${pt(C, C - 20)}L${pt(C + 260 * Math.cos(a1), C - 20 + 260 * Math.sin(a1))}L${pt(C + 260 * Math.cos(a2), C - 20 + 260 * Math.sin(a2))}Z`;
      }
      return `<path d="${d}" fill="${p.light}"/>`;
    }
    case "hills":
      return `<ellipse cx="110" cy="330" rx="170" ry="90" fill="${p.light}"/><ellipse cx="320" cy="345" rx="170" ry="95" fill="${p.light}" opacity=".8"/>`;
    case "rings":
      return `<g fill="none" stroke="${p.light}" stroke-width="10"><circle cx="${C}" cy="${C - 20}" r="120"/><circle cx="${C}" cy="${C - 20}" r="150"/></g>`;
    case "dots": {
      let out = "";
      for (let i = 0; i < 14; i++) {
        const a = random() * Math.PI * 2;
        const dist = 110 + random() * 50;
        out += sparkle(C + dist * Math.cos(a), C - 20 + dist * Math.sin(a) * 0.9, 5 + random() * 6, p.light);
      }
      return out;
    }
  }
}

/** Folded banner carrying the year, the traditional place for a date on a patch. */
function yearBanner(year: string, p: Palette, y: number): string {
  const dark = mix(p.ribbon, "#000000", 0.3);
  const tail = mix(p.ribbon, "#000000", 0.15);
  return (
    `<path d="M120 ${y + 12}H66L80 ${y + 34}L66 ${y + 56}H120ZM280 ${y + 12}H334L320 ${y + 34}L334 ${y + 56}H280Z" fill="${tail}"/>` +
    `<path d="M104 ${y + 44}L120 ${y + 56}V${y + 44}ZM296 ${y + 44}L280 ${y + 56}V${y + 44}Z" fill="${dark}"/>` +
    `<rect x="104" y="${y}" width="192" height="44" fill="${p.ribbon}"/>` +
    `<path d="M110 ${y + 5}H290M110 ${y + 39}H290" stroke="${p.ribbonText}" stroke-width="1.5" stroke-dasharray="5 4" opacity=".55"/>` +
    yearText(year, p.ribbonText, y + 34, 30)
  );
}

/** Plain rounded label: calmer alternative to the banner. */
function yearLabel(year: string, p: Palette, y: number): string {
  return (
    `<rect x="134" y="${y}" width="132" height="44" rx="22" fill="${p.ribbon}" stroke="${p.ink}" stroke-width="3"/>` +
    sparkle(112, y + 22, 10, p.ink) +
    sparkle(288, y + 22, 10, p.ink) +
    yearText(year, p.ribbonText, y + 33, 28)
  );
}

function yearText(year: string, fill: string, baseline: number, size: number): string {
  return `<text x="${C}" y="${baseline}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" letter-spacing="2" fill="${fill}">${esc(year)}</text>`;
}

/**
 * Jaarkenteken for a history period. The index drives the main choices with
 * steps coprime to the list lengths, so consecutive periods always differ and a
 * few dozen periods cycle through every shape, palette and symbol; the title
 * and year only seed the small details.
 */
export function kentekenSvg(titel: string, beginjaar: number, index: number): string {
  const random = rng(hash(`${titel}|${beginjaar}|${index}`));
  const shape = pick(SHAPES, index);
  // The extra term shifts the palette each time the shapes wrap around, so a
  // shape is not tied to the same two palettes forever.
  const p = pick(PALETTES, index * 7 + Math.floor(index / SHAPES.length) + 2);
  const symbol = SYMBOLS[pick(SYMBOL_ORDER, index * 4)];
  const deco = pick(BACKDROPS, index * 3 + Math.floor(random() * 2));
  const year = Number.isFinite(beginjaar) ? String(Math.trunc(beginjaar)) : "";
  const clipId = `kenteken-${wrap(index, 1e6)}-veld`;

  const outer = 186;
  const fieldR = 160;
  // The shield narrows at the bottom, so its banner sits a little higher.
  const bannerY = shape === "shield" ? 262 : 276;

  const body =
    `<path d="${shapePath(shape, outer)}" fill="#000000" opacity=".16" transform="translate(3 7)"/>` +
    `<path d="${shapePath(shape, outer)}" fill="${p.rim}" stroke="${mix(p.rim, "#000000", 0.25)}" stroke-width="3"/>` +
    `<path d="${shapePath(shape, (outer + fieldR) / 2 + 1)}" fill="none" stroke="${p.stitch}" stroke-width="3.5" stroke-dasharray="9 6" stroke-linecap="round"/>` +
    `<clipPath id="${clipId}"><path d="${shapePath(shape, fieldR)}"/></clipPath>` +
    `<path d="${shapePath(shape, fieldR)}" fill="${p.field}"/>` +
    `<g clip-path="url(#${clipId})">${backdrop(deco, p, random)}</g>` +
    `<path d="${shapePath(shape, fieldR - 9)}" fill="none" stroke="${p.ink}" stroke-width="2" stroke-dasharray="4 5" opacity=".45"/>` +
    `<g transform="translate(${C} ${shape === "shield" ? 166 : 176}) scale(1.14)">${symbol(p)}</g>` +
    (year === "" ? "" : random() < 0.7 ? yearBanner(year, p, bannerY) : yearLabel(year, p, bannerY));

  // The title only seeds the details: it can be long, so it never appears in the image.
  return svgDocument(body, year === "" ? "Jaarkenteken" : `Jaarkenteken ${year}`);
}

// ---------------------------------------------------------------------------
// Portraits

interface PortraitColours {
  bg: string;
  figure: string;
}

const PORTRAIT_COLOURS: readonly PortraitColours[] = [
  { bg: "#E8F1E4", figure: "#7FA877" },
  { bg: "#E4EEF7", figure: "#7C9CBF" },
  { bg: "#F7EBDD", figure: "#C49A6C" },
  { bg: "#F3E6EF", figure: "#B287A3" },
  { bg: "#E3F2F1", figure: "#6FAAA5" },
  { bg: "#F6F0D9", figure: "#B9A264" },
  { bg: "#ECE8F6", figure: "#9488C0" },
  { bg: "#F8E7E3", figure: "#C98B80" },
];

// Neckerchief colours: the branch colours plus a few classic group scarves.
const SCARVES: readonly string[] = [
  "#3D8B37", "#D94B38", "#0D29D3", "#FB8B05", "#730CCD", "#B1031C", "#4EBDB6", "#296B07", "#542D00", "#E0A526",
];

type Hair = "short" | "long" | "bun" | "ponytail" | "curly" | "hat";
const HAIRS: readonly Hair[] = ["short", "long", "hat", "bun", "curly", "ponytail"];

const HEAD = { x: 200, y: 176, r: 70 };
// Head and hair are drawn around HEAD and then lowered together; tuning this
// one number sets the neck length without touching every hair path.
const HEAD_DROP = 10;

function lowered(svg: string): string {
  return svg === "" ? "" : `<g transform="translate(0 ${HEAD_DROP})">${svg}</g>`;
}

/** Parts of the hairstyle that sit behind the head. */
function hairBack(kind: Hair, colour: string): string {
  switch (kind) {
    case "long":
      return `<path d="M128 176C122 118 160 96 200 96C240 96 278 118 272 176L280 268C262 282 244 280 236 268L232 222H168L164 268C156 280 138 282 120 268Z" fill="${colour}"/>`;
    case "bun":
      return `<circle cx="200" cy="98" r="28" fill="${colour}"/>`;
    case "ponytail":
      return `<path d="M252 122C292 120 308 170 298 222C292 248 276 252 270 236C280 204 276 166 254 150Z" fill="${colour}"/>`;
    default:
      return "";
  }
}

/** Parts of the hairstyle drawn over the head. */
function hairFront(kind: Hair, colour: string, hat: string): string {
  const cap = `<path d="M130 182C124 126 160 100 200 100C240 100 276 126 270 182C264 154 244 136 216 136C188 136 152 148 130 182Z" fill="${colour}"/>`;
  switch (kind) {
    case "curly": {
      let out = cap;
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI + (i * Math.PI) / 8;
        out += `<circle cx="${num(HEAD.x + 66 * Math.cos(a))}" cy="${num(HEAD.y - 8 + 62 * Math.sin(a))}" r="21" fill="${colour}"/>`;
      }
      return out;
    }
    case "hat":
      // The wide-brimmed campaign hat is the one piece of uniform everyone recognises.
      return (
        cap +
        `<ellipse cx="200" cy="132" rx="112" ry="18" fill="${hat}"/>` +
        `<path d="M144 132C146 94 168 70 200 70C232 70 254 94 256 132Z" fill="${hat}"/>` +
        `<path d="M174 76L200 96L226 76" fill="none" stroke="${mix(hat, "#000000", 0.3)}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="M146 122H254" stroke="${mix(hat, "#000000", 0.35)}" stroke-width="8"/>`
      );
    default:
      return cap;
  }
}

/** Neckerchief with a woggle: the detail that makes the silhouette a scout. */
function scarf(colour: string, trim: string, woggle: string): string {
  return (
    `<path d="M142 282C168 306 232 306 258 282L252 316C230 330 170 330 148 316Z" fill="${colour}"/>` +
    `<path d="M158 314L200 394L242 314C226 324 174 324 158 314Z" fill="${colour}"/>` +
    `<path d="M167 324L200 384L233 324" fill="none" stroke="${trim}" stroke-width="4" stroke-linejoin="round"/>` +
    `<rect x="184" y="312" width="32" height="22" rx="9" fill="${woggle}"/>`
  );
}

/** Portrait placeholder for a leader: silhouette only, no initials needed. */
export function portretSvg(name: string, index: number): string {
  const random = rng(hash(`${name}|${index}`));
  const colours = pick(PORTRAIT_COLOURS, index * 3 + Math.floor(random() * 2));
  // Straight from the index so a team page shows every hairstyle in turn.
  const hair = pick(HAIRS, index);
  const scarfColour = pick(SCARVES, index * 7 + Math.floor(random() * 3));
  const hairColour = mix(colours.figure, "#1D1D1D", 0.35 + random() * 0.2);
  const trim = random() < 0.5 ? "#FFFFFF" : "#F2C230";
  const woggle = random() < 0.5 ? "#7A5230" : "#E8E2D0";
  const glowX = 120 + random() * 160;

  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="${colours.bg}"/>` +
    `<circle cx="${num(glowX)}" cy="150" r="150" fill="#FFFFFF" opacity=".45"/>` +
    `<circle cx="${num(SIZE - glowX)}" cy="360" r="90" fill="${colours.figure}" opacity=".12"/>` +
    lowered(hairBack(hair, hairColour)) +
    `<path d="M172 214H228V292H172Z" fill="${mix(colours.figure, "#000000", 0.1)}"/>` +
    // A slightly deeper shirt tone separates the body from the head.
    `<path d="M34 400C34 338 74 300 138 290C160 286 180 284 200 284C220 284 240 286 262 290C326 300 366 338 366 400Z" fill="${mix(colours.figure, "#2B2B2B", 0.2)}"/>` +
    lowered(`<circle cx="${HEAD.x}" cy="${HEAD.y}" r="${HEAD.r}" fill="${colours.figure}"/>` + hairFront(hair, hairColour, "#8B6B3E")) +
    scarf(scarfColour, trim, woggle);

  return svgDocument(body, `Portret van ${name}`);
}
