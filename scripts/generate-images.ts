/**
 * Generates every raster image the site uses, locally, at build time, so that no
 * page ever requests an image from another host.
 *
 *   node scripts/generate-images.ts            # skips outputs newer than this script
 *   node scripts/generate-images.ts --force    # regenerates everything
 *
 * Output (git-ignored build output): public/img/generated/
 *   avatars/<seed>.webp                96×96    DiceBear "notionists" (CC0 1.0)
 *   categories/<slug>.webp|.avif       800×500  hand-written flat SVG scenes
 *   blog/<slug>.webp|.avif             1200×630 parameterised covers
 *   hero.webp|.avif                    1200×900
 *   og-default.png                     1200×630
 *   icon-192.png, icon-512.png, apple-touch-icon.png
 */
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { createAvatar } from "@dicebear/core";
import { notionists } from "@dicebear/collection";
import { categories } from "../app/content/categories.ts";
import { blogArticles } from "../app/content/blog/meta.ts";

const SCRIPT_PATH = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SCRIPT_PATH), "..");
const OUT = path.join(ROOT, "public", "img", "generated");
const MARKETING = path.join(ROOT, "app", "content", "marketing.ts");
const FORCE = process.argv.includes("--force");

/** Avatar seeds always generated (the marketing testimonials' seeds are added at run time). */
const AVATAR_CONFIG_JSON = `{
  "style": "notionists",
  "size": 96,
  "seeds": [
    "avatar-1", "avatar-2", "avatar-3", "avatar-4", "avatar-5", "avatar-6",
    "avatar-7", "avatar-8", "avatar-9", "avatar-10", "avatar-11", "avatar-12"
  ],
  "backgroundColor": ["dbeafe", "fef3c7", "e0e7ff", "e2e8f0", "fde68a", "bfdbfe"]
}`;

/** Per-file byte budgets (warn when exceeded). */
const CATEGORY_BUDGET = 40 * 1024;

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------

const C = {
  blue950: "#172554",
  blue900: "#1e3a8a",
  blue800: "#1e40af",
  blue700: "#1d4ed8",
  blue600: "#2563eb",
  blue500: "#3b82f6",
  blue400: "#60a5fa",
  blue300: "#93c5fd",
  blue200: "#bfdbfe",
  blue100: "#dbeafe",
  blue50: "#eff6ff",
  amber700: "#b45309",
  amber600: "#d97706",
  amber500: "#f59e0b",
  amber400: "#fbbf24",
  amber300: "#fcd34d",
  amber200: "#fde68a",
  amber100: "#fef3c7",
  slate900: "#0f172a",
  slate800: "#1e293b",
  slate700: "#334155",
  slate600: "#475569",
  slate500: "#64748b",
  slate400: "#94a3b8",
  slate300: "#cbd5e1",
  slate200: "#e2e8f0",
  slate100: "#f1f5f9",
  slate50: "#f8fafc",
  white: "#ffffff",
  leaf: "#5fb88a",
  leafDark: "#3f9a70",
  leafLight: "#8fd1ad",
  grass: "#d3ecdc",
  grassDark: "#b9e0c7",
} as const;

// ---------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function svgDoc(w: number, h: number, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>`
  );
}

function linear(id: string, stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return (
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("") +
    `</linearGradient>`
  );
}

function radial(id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
  return (
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
    stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("") +
    `</radialGradient>`
  );
}

const g = (transform: string, body: string, extra = "") => `<g transform="${transform}"${extra}>${body}</g>`;

function sealPath(r: number, n = 12, depth = 0.12): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const rr = i % 2 === 0 ? r : r * (1 - depth);
    const a = (i * Math.PI) / n;
    pts.push(`${r1(rr * Math.cos(a))} ${r1(rr * Math.sin(a))}`);
  }
  return `M${pts.join(" L")}Z`;
}

function starPath(cx: number, cy: number, outer: number, inner = outer * 0.45): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join(" L")}Z`;
}

// ---------------------------------------------------------------------------
// Drawing primitives (flat style)
// ---------------------------------------------------------------------------

function cloud(x: number, y: number, s: number, opacity = 1): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    `<rect x="-64" y="-6" width="128" height="30" rx="15"/><circle cx="-24" cy="-6" r="24"/><circle cx="16" cy="-14" r="32"/><circle cx="46" cy="2" r="18"/>`,
    ` fill="${C.white}" opacity="${opacity}"`,
  );
}

function sun(cx: number, cy: number, r: number, rays = true, onDark = false): string {
  let out = onDark
    ? `<circle cx="${cx}" cy="${cy}" r="${r * 1.9}" fill="${C.amber300}" opacity=".1"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 1.45}" fill="${C.amber300}" opacity=".16"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${r * 1.9}" fill="${C.amber100}" opacity=".55"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 1.45}" fill="${C.amber200}" opacity=".55"/>`;
  if (rays) {
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6 + Math.PI / 12;
      const ri = r * 1.18;
      const ro = r * (i % 2 === 0 ? 1.62 : 1.45);
      out += `<line x1="${r1(cx + ri * Math.cos(a))}" y1="${r1(cy + ri * Math.sin(a))}" x2="${r1(cx + ro * Math.cos(a))}" y2="${r1(cy + ro * Math.sin(a))}" stroke="${C.amber400}" stroke-width="${r1(r * 0.12)}" stroke-linecap="round"/>`;
    }
  }
  out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.amber400}"/>`;
  out += `<circle cx="${cx - r * 0.12}" cy="${cy - r * 0.12}" r="${r * 0.78}" fill="${C.amber300}"/>`;
  return out;
}

function tree(x: number, base: number, s: number): string {
  return g(
    `translate(${x} ${base}) scale(${s})`,
    `<rect x="-5" y="-48" width="10" height="48" rx="4" fill="${C.slate500}"/>` +
      `<circle cx="0" cy="-70" r="34" fill="${C.leaf}"/>` +
      `<circle cx="-16" cy="-52" r="22" fill="${C.leaf}"/>` +
      `<circle cx="17" cy="-54" r="22" fill="${C.leafDark}"/>` +
      `<circle cx="-10" cy="-80" r="14" fill="${C.leafLight}" opacity=".8"/>`,
  );
}

function shrub(x: number, base: number, s: number): string {
  return g(
    `translate(${x} ${base}) scale(${s})`,
    `<circle cx="-18" cy="-14" r="18" fill="${C.leaf}"/><circle cx="16" cy="-14" r="18" fill="${C.leafDark}"/><circle cx="0" cy="-24" r="22" fill="${C.leaf}"/><circle cx="-6" cy="-32" r="8" fill="${C.leafLight}" opacity=".8"/>`,
  );
}

function windowEl(x: number, y: number, w: number, h: number, lit = false): string {
  const glass = lit ? C.amber300 : C.blue200;
  const hi = lit ? C.amber100 : C.blue50;
  const gx = x + 6;
  const gy = y + 6;
  const gw = w - 12;
  const gh = h - 12;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5" fill="${C.white}" stroke="${C.slate300}" stroke-width="2"/>` +
    `<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" rx="2" fill="${glass}"/>` +
    `<path d="M${r1(gx)} ${r1(gy + gh * 0.55)} L${r1(gx + gw * 0.5)} ${gy} H${r1(gx + gw * 0.72)} L${r1(gx)} ${r1(gy + gh * 0.85)}Z" fill="${hi}" opacity=".75"/>` +
    `<path d="M${r1(x + w / 2)} ${gy}V${gy + gh}M${gx} ${r1(y + h / 2)}H${gx + gw}" stroke="${C.white}" stroke-width="4"/>` +
    `<rect x="${x - 4}" y="${y + h - 2}" width="${w + 8}" height="7" rx="3" fill="${C.slate300}"/>`
  );
}

function door(x: number, y: number, w: number, h: number, color: string = C.amber500): string {
  return (
    `<rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 5}" rx="${w / 2 + 5}" ry="8" fill="${C.slate200}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${color}"/>` +
    `<rect x="${x + w * 0.18}" y="${y + h * 0.1}" width="${w * 0.64}" height="${h * 0.3}" rx="3" fill="${C.white}" opacity=".35"/>` +
    `<circle cx="${x + w * 0.78}" cy="${y + h * 0.58}" r="${Math.max(2.5, w * 0.06)}" fill="${C.slate800}"/>`
  );
}

type HouseOpts = {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  roofH: number;
  roof?: string;
  fascia?: string;
  wall?: string;
  lit?: boolean;
  chimney?: boolean;
  shingles?: boolean;
  /** Extra SVG drawn over the roof, clipped to it. */
  roofDetail?: (r: RoofGeom) => string;
  /** Extra SVG drawn on the wall, before windows. */
  wallDetail?: string;
  doorColor?: string;
};

type RoofGeom = { left: number; right: number; topLeft: number; topRight: number; top: number; bottom: number };

/** A front-facing house with a hip roof (trapezoid), so panels/shingles read well. */
function house(o: HouseOpts): { svg: string; defs: string; roof: RoofGeom } {
  const { x, y, w, h, roofH } = o;
  const ov = Math.round(w * 0.07);
  const ins = Math.round(w * 0.12);
  const roof: RoofGeom = {
    left: x - ov,
    right: x + w + ov,
    topLeft: x + ins,
    topRight: x + w - ins,
    top: y - roofH,
    bottom: y + 4,
  };
  const roofPts = `${roof.left},${roof.bottom} ${roof.topLeft},${roof.top} ${roof.topRight},${roof.top} ${roof.right},${roof.bottom}`;
  const roofColor = o.roof ?? C.blue700;
  let defs = `<clipPath id="${o.id}-roof"><polygon points="${roofPts}"/></clipPath>`;
  let out = "";
  if (o.chimney) {
    const cx = roof.topRight - w * 0.16;
    out += `<rect x="${cx}" y="${roof.top - roofH * 0.32}" width="${w * 0.08}" height="${roofH * 0.6}" fill="${C.slate500}"/>`;
    out += `<rect x="${cx - 5}" y="${roof.top - roofH * 0.32 - 8}" width="${w * 0.08 + 10}" height="12" rx="3" fill="${C.slate600}"/>`;
  }
  // walls
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${o.wall ?? C.slate50}"/>`;
  out += `<rect x="${x + w * 0.78}" y="${y}" width="${w * 0.22}" height="${h}" fill="${C.slate100}"/>`;
  // siding lines
  for (let yy = y + 30; yy < y + h - 10; yy += 22) {
    out += `<line x1="${x}" y1="${yy}" x2="${x + w}" y2="${yy}" stroke="${C.slate200}" stroke-width="2"/>`;
  }
  out += `<rect x="${x}" y="${y}" width="${w}" height="16" fill="${C.slate200}"/>`;
  if (o.wallDetail) out += o.wallDetail;
  // roof
  out += `<polygon points="${roofPts}" fill="${roofColor}"/>`;
  let detail = "";
  if (o.shingles) {
    defs += `<pattern id="${o.id}-sh" width="40" height="20" patternUnits="userSpaceOnUse" x="${roof.left}" y="${roof.top}">` +
      `<path d="M0 19H40M10 0V10M30 10V20" stroke="${C.blue900}" stroke-opacity=".55" stroke-width="2.5"/>` +
      `<path d="M0 2H40" stroke="${C.blue500}" stroke-opacity=".35" stroke-width="2"/></pattern>`;
    detail += `<rect x="${roof.left}" y="${roof.top}" width="${roof.right - roof.left}" height="${roof.bottom - roof.top}" fill="url(#${o.id}-sh)"/>`;
  }
  // light ridge highlight
  detail += `<polygon points="${roof.topLeft},${roof.top} ${roof.topRight},${roof.top} ${roof.topRight + 8},${roof.top + 10} ${roof.topLeft - 8},${roof.top + 10}" fill="${C.white}" opacity=".18"/>`;
  if (o.roofDetail) detail += o.roofDetail(roof);
  out += `<g clip-path="url(#${o.id}-roof)">${detail}</g>`;
  out += `<rect x="${roof.left - 6}" y="${y - 4}" width="${roof.right - roof.left + 12}" height="13" rx="6" fill="${o.fascia ?? C.blue900}"/>`;
  // windows + door
  const ww = w * 0.2;
  const wh = h * 0.36;
  const wy = y + h * 0.24;
  out += windowEl(x + w * 0.1, wy, ww, wh, o.lit);
  out += windowEl(x + w * 0.7, wy, ww, wh, o.lit);
  const dw = w * 0.16;
  const dh = h * 0.6;
  out += door(x + w * 0.42, y + h - dh, dw, dh, o.doorColor);
  // foundation + step
  out += `<rect x="${x - 6}" y="${y + h - 6}" width="${w + 12}" height="10" rx="3" fill="${C.slate300}"/>`;
  out += `<rect x="${x + w * 0.42 - 10}" y="${y + h - 2}" width="${dw + 20}" height="8" rx="3" fill="${C.slate400}"/>`;
  return { svg: out, defs, roof };
}

function solarPanel(x: number, y: number, w: number, h: number, cols = 3, rows = 2): string {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${C.blue950}" stroke="${C.slate300}" stroke-width="3"/>`;
  for (let i = 1; i < cols; i++) {
    const xx = r1(x + (w * i) / cols);
    out += `<line x1="${xx}" y1="${y}" x2="${xx}" y2="${y + h}" stroke="${C.blue500}" stroke-width="1.6"/>`;
  }
  for (let j = 1; j < rows; j++) {
    const yy = r1(y + (h * j) / rows);
    out += `<line x1="${x}" y1="${yy}" x2="${x + w}" y2="${yy}" stroke="${C.blue500}" stroke-width="1.6"/>`;
  }
  out += `<path d="M${r1(x + w * 0.08)} ${y + h} L${r1(x + w * 0.48)} ${y} H${r1(x + w * 0.64)} L${r1(x + w * 0.24)} ${y + h}Z" fill="${C.white}" opacity=".14"/>`;
  return out;
}

function roofPanels(r: RoofGeom, rows: number, cols: number): string {
  const pad = 12;
  const x0 = r.topLeft + pad;
  const x1 = r.topRight - pad;
  const y0 = r.top + 16;
  const y1 = r.bottom - 18;
  const gap = 6;
  const pw = (x1 - x0 - gap * (cols - 1)) / cols;
  const ph = (y1 - y0 - gap * (rows - 1)) / rows;
  let out = "";
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      out += solarPanel(r1(x0 + i * (pw + gap)), r1(y0 + j * (ph + gap)), r1(pw), r1(ph), 3, 2);
    }
  }
  return out;
}

function ladder(fx: number, fy: number, len: number, deg: number, wd = 34): string {
  let body = `<line x1="0" y1="0" x2="0" y2="${-len}" stroke="${C.slate400}" stroke-width="7" stroke-linecap="round"/>`;
  body += `<line x1="${wd}" y1="0" x2="${wd}" y2="${-len}" stroke="${C.slate400}" stroke-width="7" stroke-linecap="round"/>`;
  for (let yy = -18; yy > -len + 8; yy -= 24) {
    body += `<line x1="0" y1="${yy}" x2="${wd}" y2="${yy}" stroke="${C.slate300}" stroke-width="6"/>`;
  }
  return g(`translate(${fx} ${fy}) rotate(${deg})`, body);
}

/** Hammer centred at 0,0, pointing up, total length ~ 2*len. */
function hammer(len = 60): string {
  const t = -len;
  return (
    `<rect x="-7" y="${t + 4}" width="14" height="${len * 1.9}" rx="7" fill="${C.amber600}"/>` +
    `<rect x="-8" y="${len * 0.4}" width="16" height="${len * 0.55}" rx="8" fill="${C.slate700}"/>` +
    `<rect x="-30" y="${t - 14}" width="48" height="26" rx="5" fill="${C.slate600}"/>` +
    `<rect x="-40" y="${t - 17}" width="14" height="32" rx="4" fill="${C.slate700}"/>` +
    `<path d="M16 ${t - 14} C 34 ${t - 14}, 44 ${t - 2}, 48 ${t + 16} C 38 ${t + 6}, 28 ${t + 12}, 16 ${t + 12}Z" fill="${C.slate600}"/>`
  );
}

/** Open-ended wrench centred at 0,0, pointing up. */
function wrench(len = 60, fill: string = C.slate400): string {
  const R = 26;
  const a = 9;
  const yTop = r1(-len - Math.sqrt(R * R - a * a));
  return (
    `<rect x="-9" y="${-len * 0.8}" width="18" height="${len * 1.8}" rx="9" fill="${fill}"/>` +
    `<path d="M${-a} ${yTop} A${R} ${R} 0 1 0 ${a} ${yTop} L${a} ${-len + 2} H${-a}Z" fill="${fill}"/>` +
    `<rect x="-3" y="${len * 0.2}" width="6" height="${len * 0.6}" rx="3" fill="${C.white}" opacity=".35"/>`
  );
}

function bolt(s = 1, fill: string = C.amber400): string {
  return `<path transform="scale(${s})" d="M10 -52 L-32 8 H-4 L-12 52 L32 -10 H4 Z" fill="${fill}" stroke-linejoin="round"/>`;
}

function drop(s = 1, fill: string = C.blue400, hi: string = C.blue100): string {
  return (
    `<g transform="scale(${s})"><path d="M0 -50 C 0 -50 -36 -8 -36 16 A36 36 0 0 0 36 16 C 36 -8 0 -50 0 -50Z" fill="${fill}"/>` +
    `<path d="M-18 14 A20 20 0 0 0 -4 34" stroke="${hi}" stroke-width="6" fill="none" stroke-linecap="round"/></g>`
  );
}

function snowflake(s = 1, color: string = C.white): string {
  let out = "";
  for (let i = 0; i < 3; i++) {
    out += g(
      `rotate(${i * 60})`,
      `<line x1="0" y1="-30" x2="0" y2="30"/><path d="M-9 -24 L0 -16 L9 -24 M-9 24 L0 16 L9 24" fill="none"/>`,
    );
  }
  return g(`scale(${s})`, out, ` stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`);
}

function flame(s = 1): string {
  return g(
    `scale(${s})`,
    `<path d="M4 -44 C 22 -26 32 -8 32 12 A32 32 0 0 1 -32 12 C -32 -6 -22 -16 -14 -30 C -10 -18 -4 -12 2 -10 C 8 -22 8 -34 4 -44Z" fill="${C.white}"/>` +
      `<path d="M0 -4 C 10 8 16 16 16 24 A16 16 0 0 1 -16 24 C -16 14 -8 6 0 -4Z" fill="${C.amber300}"/>`,
  );
}

function check(s = 1, color: string = C.white, width = 7): string {
  return `<path transform="scale(${s})" d="M-16 1 L-5 12 L17 -12" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A round badge with a soft flat shadow. */
function badge(cx: number, cy: number, r: number, fill: string, inner: string, ring: string = C.white): string {
  return (
    `<circle cx="${cx + 4}" cy="${cy + 8}" r="${r}" fill="${C.slate900}" opacity=".08"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="${ring}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    g(`translate(${cx} ${cy})`, inner)
  );
}

function acUnit(x: number, y: number, w: number, h: number): string {
  const cx = x + w * 0.4;
  const cy = y + h * 0.54;
  const rr = Math.min(w, h) * 0.34;
  let blades = "";
  for (let i = 0; i < 4; i++) {
    blades += `<ellipse cx="0" cy="${-rr * 0.45}" rx="${rr * 0.24}" ry="${rr * 0.46}" transform="rotate(${i * 90 + 20})" fill="${C.slate400}"/>`;
  }
  let vents = "";
  for (let i = 0; i < 6; i++) {
    const vy = y + h * 0.22 + i * (h * 0.11);
    vents += `<line x1="${x + w * 0.8}" y1="${vy}" x2="${x + w * 0.92}" y2="${vy}" stroke="${C.slate300}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return (
    `<rect x="${x - 14}" y="${y + h - 4}" width="${w + 28}" height="14" rx="4" fill="${C.slate300}"/>` +
    `<rect x="${x + 10}" y="${y + h - 6}" width="14" height="10" fill="${C.slate500}"/><rect x="${x + w - 24}" y="${y + h - 6}" width="14" height="10" fill="${C.slate500}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h - 4}" rx="12" fill="${C.slate100}"/>` +
    `<rect x="${x + w * 0.74}" y="${y}" width="${w * 0.26}" height="${h - 4}" rx="12" fill="${C.slate200}"/>` +
    `<rect x="${x - 5}" y="${y - 8}" width="${w + 10}" height="16" rx="7" fill="${C.slate300}"/>` +
    vents +
    `<circle cx="${cx}" cy="${cy}" r="${rr + 8}" fill="${C.slate300}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="${C.slate700}"/>` +
    g(`translate(${cx} ${cy})`, blades) +
    `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="none" stroke="${C.slate500}" stroke-width="2" stroke-dasharray="4 6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${rr * 0.16}" fill="${C.slate200}"/>`
  );
}

function toolbox(x: number, y: number, w: number, h: number): string {
  return (
    `<path d="M${x + w * 0.32} ${y} V${y - h * 0.28} H${x + w * 0.68} V${y}" fill="none" stroke="${C.slate700}" stroke-width="10" stroke-linejoin="round"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${C.amber500}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.32}" rx="10" fill="${C.amber600}"/>` +
    `<rect x="${x}" y="${y + h * 0.28}" width="${w}" height="6" fill="${C.amber700}"/>` +
    `<rect x="${x + w * 0.44}" y="${y + h * 0.2}" width="${w * 0.12}" height="${h * 0.22}" rx="3" fill="${C.slate700}"/>` +
    `<rect x="${x + 10}" y="${y + h * 0.5}" width="${w * 0.3}" height="6" rx="3" fill="${C.amber300}" opacity=".8"/>`
  );
}

function hardHat(s = 1): string {
  return g(
    `scale(${s})`,
    `<path d="M-62 0 A62 58 0 0 1 62 0Z" fill="${C.amber400}"/>` +
      `<path d="M-14 -57 H14 V-8 H-14Z" fill="${C.amber300}"/>` +
      `<path d="M-44 -38 A62 58 0 0 1 -20 -54" stroke="${C.amber200}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `<rect x="-80" y="-6" width="160" height="18" rx="9" fill="${C.amber500}"/>`,
  );
}

function paintRoller(s = 1): string {
  return g(
    `scale(${s})`,
    `<path d="M34 -30 H46 V-6 H0 V14" fill="none" stroke="${C.slate600}" stroke-width="7" stroke-linejoin="round"/>` +
      `<rect x="-6" y="12" width="12" height="56" rx="6" fill="${C.slate700}"/>` +
      `<rect x="-44" y="-48" width="84" height="36" rx="12" fill="${C.blue500}"/>` +
      `<rect x="-44" y="-48" width="84" height="12" rx="6" fill="${C.blue400}"/>`,
  );
}

function utilityPole(x: number, base: number, hgt: number): string {
  return (
    `<rect x="${x - 7}" y="${base - hgt}" width="14" height="${hgt}" rx="4" fill="${C.slate500}"/>` +
    `<rect x="${x - 44}" y="${base - hgt + 22}" width="88" height="10" rx="4" fill="${C.slate600}"/>` +
    `<rect x="${x - 30}" y="${base - hgt + 52}" width="60" height="8" rx="4" fill="${C.slate600}"/>` +
    [-36, 0, 36].map((dx) => `<rect x="${x + dx - 4}" y="${base - hgt + 8}" width="8" height="16" rx="3" fill="${C.blue200}"/>`).join("") +
    `<rect x="${x + 10}" y="${base - hgt + 70}" width="26" height="34" rx="6" fill="${C.slate400}"/>`
  );
}

function evCharger(x: number, base: number): string {
  return (
    `<rect x="${x}" y="${base - 120}" width="46" height="120" rx="10" fill="${C.white}"/>` +
    `<rect x="${x + 30}" y="${base - 120}" width="16" height="120" rx="8" fill="${C.slate200}"/>` +
    `<rect x="${x + 8}" y="${base - 108}" width="26" height="30" rx="5" fill="${C.blue700}"/>` +
    g(`translate(${x + 21} ${base - 93})`, bolt(0.22, C.amber300)) +
    `<path d="M${x + 10} ${base - 60} C ${x - 30} ${base - 40}, ${x - 30} ${base - 10}, ${x - 6} ${base - 8}" stroke="${C.slate700}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<rect x="${x + 6}" y="${base - 66}" width="14" height="18" rx="4" fill="${C.slate700}"/>`
  );
}

function waterHeater(x: number, base: number): string {
  return (
    `<rect x="${x}" y="${base - 150}" width="78" height="150" rx="18" fill="${C.white}"/>` +
    `<rect x="${x + 54}" y="${base - 150}" width="24" height="150" rx="12" fill="${C.slate200}"/>` +
    `<rect x="${x}" y="${base - 104}" width="78" height="10" fill="${C.blue200}"/>` +
    `<rect x="${x}" y="${base - 40}" width="78" height="10" fill="${C.blue200}"/>` +
    `<circle cx="${x + 30}" cy="${base - 70}" r="12" fill="${C.amber400}"/>` +
    `<path d="M${x + 22} ${base - 150} V${base - 174} M${x + 56} ${base - 150} V${base - 174}" stroke="${C.slate500}" stroke-width="10" stroke-linecap="round"/>`
  );
}

function faucet(s = 1): string {
  // Spout pointing right-down; origin at the base of the faucet.
  return g(
    `scale(${s})`,
    `<rect x="-70" y="-40" width="40" height="80" rx="10" fill="${C.slate400}"/>` +
      `<rect x="-60" y="-40" width="10" height="80" fill="${C.slate300}"/>` +
      `<path d="M-30 -14 H40 A36 36 0 0 1 76 22 V44" fill="none" stroke="${C.slate400}" stroke-width="30" stroke-linejoin="round"/>` +
      `<path d="M-30 -22 H40" fill="none" stroke="${C.slate200}" stroke-width="8" stroke-linecap="round"/>` +
      `<rect x="58" y="40" width="36" height="16" rx="5" fill="${C.slate600}"/>` +
      `<rect x="-6" y="-58" width="16" height="34" rx="5" fill="${C.slate500}"/>` +
      `<rect x="-34" y="-70" width="72" height="16" rx="8" fill="${C.amber500}"/>`,
  );
}

function pipeRun(d: string, width = 22): string {
  return (
    `<path d="${d}" fill="none" stroke="${C.slate400}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="butt"/>` +
    `<path d="${d}" fill="none" stroke="${C.slate300}" stroke-width="${width * 0.3}" stroke-linejoin="round" transform="translate(-3 -3)" opacity=".9"/>`
  );
}

function groundBase(w: number, h: number, gy: number): string {
  return (
    `<path d="M0 ${gy - 10} C ${w * 0.25} ${gy - 50}, ${w * 0.55} ${gy - 46}, ${w} ${gy - 22} V${h} H0Z" fill="${C.grassDark}" opacity=".7"/>` +
    `<path d="M0 ${gy} C ${w * 0.3} ${gy - 18}, ${w * 0.7} ${gy - 14}, ${w} ${gy + 4} V${h} H0Z" fill="${C.grass}"/>`
  );
}

function skyDefs(id: string, top: string = C.blue200, bottom: string = C.blue50): string {
  return linear(id, [
    [0, top],
    [1, bottom],
  ]);
}

// ---------------------------------------------------------------------------
// Category scenes (800×500)
// ---------------------------------------------------------------------------

const CW = 800;
const CH = 500;
const GY = 420;

function categoryFrame(body: string, defs: string, sunAt: [number, number, number?] | null = [690, 96]): string {
  const bg =
    `<rect width="${CW}" height="${CH}" fill="url(#sky)"/>` +
    `<circle cx="${CW * 0.82}" cy="${CH * 0.2}" r="230" fill="${C.white}" opacity=".22"/>` +
    (sunAt ? sun(sunAt[0], sunAt[1], sunAt[2] ?? 34) : "") +
    cloud(150, 80, 0.8, 0.95) +
    cloud(470, 56, 0.55, 0.8) +
    groundBase(CW, CH, GY);
  return svgDoc(CW, CH, bg + body, skyDefs("sky") + defs);
}

function sceneRoofing(): string {
  const hs = house({
    id: "h",
    x: 150,
    y: 250,
    w: 340,
    h: 170,
    roofH: 120,
    shingles: true,
    chimney: true,
    roofDetail: (r) => {
      // a patch of fresh amber shingles being installed
      const px = r.topLeft + 120;
      const py = r.top + 40;
      let p = `<rect x="${px}" y="${py}" width="120" height="60" fill="${C.amber400}"/>`;
      for (let yy = py; yy < py + 60; yy += 20) {
        p += `<line x1="${px}" y1="${yy + 19}" x2="${px + 120}" y2="${yy + 19}" stroke="${C.amber600}" stroke-width="2.5"/>`;
        const off = ((yy - py) / 20) % 2 === 0 ? 10 : 30;
        for (let xx = px + off; xx < px + 120; xx += 40) {
          p += `<line x1="${xx}" y1="${yy}" x2="${xx}" y2="${yy + 20}" stroke="${C.amber600}" stroke-width="2.5"/>`;
        }
      }
      return p;
    },
  });
  const body =
    tree(90, GY + 2, 1.15) +
    hs.svg +
    ladder(560, GY + 2, 215, -14) +
    // shingle bundles
    `<rect x="600" y="${GY - 34}" width="110" height="18" rx="4" fill="${C.blue800}"/>` +
    `<rect x="606" y="${GY - 52}" width="110" height="18" rx="4" fill="${C.blue700}"/>` +
    `<rect x="596" y="${GY - 16}" width="110" height="18" rx="4" fill="${C.blue900}"/>` +
    `<rect x="640" y="${GY - 52}" width="14" height="54" fill="${C.amber400}" opacity=".9"/>` +
    g(`translate(662 ${GY - 58})`, hardHat(0.42)) +
    badge(640, 200, 48, C.white, g("rotate(-35) scale(.78) translate(0 8)", hammer(40)), C.blue100) +
    shrub(730, GY + 6, 1) +
    `<ellipse cx="320" cy="${GY + 8}" rx="210" ry="8" fill="${C.slate900}" opacity=".06"/>`;
  return categoryFrame(body, hs.defs, [720, 90]);
}

function sceneSolar(): string {
  const hs = house({
    id: "h",
    x: 110,
    y: 262,
    w: 330,
    h: 158,
    roofH: 118,
    roof: C.slate600,
    fascia: C.slate700,
    roofDetail: (r) => roofPanels(r, 2, 4),
    wallDetail: `<rect x="392" y="320" width="30" height="52" rx="6" fill="${C.white}" stroke="${C.slate300}" stroke-width="2"/><rect x="400" y="330" width="14" height="6" rx="2" fill="${C.leaf}"/><rect x="400" y="340" width="14" height="6" rx="2" fill="${C.leaf}"/><rect x="400" y="350" width="14" height="6" rx="2" fill="${C.slate200}"/>`,
  });
  // ground-mounted array
  const array = (x: number) =>
    `<path d="M${x + 20} ${GY} L${x + 34} ${GY - 70} M${x + 120} ${GY} L${x + 110} ${GY - 100}" stroke="${C.slate500}" stroke-width="8" stroke-linecap="round"/>` +
    g(`translate(${x} ${GY - 150}) skewY(-12)`, solarPanel(0, 30, 150, 84, 4, 3));
  const rays =
    `<path d="M600 150 L470 210 M620 170 L560 240" stroke="${C.amber300}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  const body =
    hs.svg +
    array(520) +
    rays +
    badge(690, 300, 30, C.leaf, bolt(0.5, C.white)) +
    shrub(470, GY + 6, 0.9) +
    tree(60, GY + 4, 1.0);
  return categoryFrame(body, hs.defs, [620, 120, 52]);
}

function sceneHvac(): string {
  const hs = house({ id: "h", x: 90, y: 256, w: 320, h: 164, roofH: 110, chimney: true, shingles: true });
  const airflow =
    `<g fill="none" stroke="${C.blue300}" stroke-width="6" stroke-linecap="round">` +
    `<path d="M500 236 C 530 210, 560 250, 590 222 S 650 200, 680 226"/>` +
    `<path d="M520 206 C 550 180, 580 220, 610 192 S 660 176, 690 196" opacity=".6"/></g>`;
  const badges =
    badge(560, 130, 40, C.blue600, snowflake(0.9)) +
    badge(680, 130, 40, C.amber500, flame(0.85));
  const body =
    hs.svg +
    `<ellipse cx="600" cy="${GY + 8}" rx="130" ry="8" fill="${C.slate900}" opacity=".08"/>` +
    acUnit(490, 262, 220, 158) +
    airflow +
    badges +
    `<path d="M410 330 H450 V400 H490" fill="none" stroke="${C.slate400}" stroke-width="8" stroke-linejoin="round"/>` +
    shrub(760, GY + 6, 0.9) +
    tree(40, GY + 4, 0.9);
  return categoryFrame(body, hs.defs, null);
}

function sceneHomeImprovement(): string {
  const hs = house({ id: "h", x: 90, y: 256, w: 320, h: 164, roofH: 110, shingles: true, chimney: true });
  const bucket =
    `<path d="M470 ${GY - 50} H536 L530 ${GY} H476Z" fill="${C.slate300}"/>` +
    `<path d="M470 ${GY - 50} H536 L534 ${GY - 34} H472Z" fill="${C.blue500}"/>` +
    `<rect x="464" y="${GY - 56}" width="78" height="12" rx="5" fill="${C.slate400}"/>` +
    `<path d="M472 ${GY - 54} C 472 ${GY - 96}, 534 ${GY - 96}, 534 ${GY - 54}" fill="none" stroke="${C.slate500}" stroke-width="4"/>`;
  const body =
    hs.svg +
    ladder(432, GY + 2, 196, -11) +
    `<ellipse cx="660" cy="${GY + 8}" rx="110" ry="8" fill="${C.slate900}" opacity=".08"/>` +
    bucket +
    g(`translate(570 ${GY - 46}) rotate(14)`, paintRoller(0.62)) +
    toolbox(606, GY - 92, 164, 92) +
    badge(
      665,
      200,
      58,
      C.white,
      g("scale(.8)", g("rotate(-40) translate(0 8)", hammer(36)) + g("rotate(40) translate(0 14)", wrench(44, C.blue600))),
      C.blue100,
    ) +
    shrub(50, GY + 6, 1);
  return categoryFrame(body, hs.defs, [540, 96]);
}

function sceneElectrical(): string {
  const hs = house({ id: "h", x: 110, y: 262, w: 320, h: 158, roofH: 110, lit: true, chimney: true, shingles: true });
  const wires =
    `<g fill="none" stroke="${C.slate700}" stroke-width="3">` +
    `<path d="M614 186 Q 520 250 420 250"/>` +
    `<path d="M650 186 Q 740 230 810 214"/><path d="M686 186 Q 760 220 810 232"/></g>` +
    `<circle cx="420" cy="250" r="6" fill="${C.slate700}"/>`;
  const body =
    hs.svg +
    utilityPole(650, GY + 4, 242) +
    wires +
    evCharger(480, GY + 2) +
    // bulb badge
    badge(560, 130, 46, C.amber400, bolt(0.85, C.blue700)) +
    shrub(740, GY + 6, 0.9) +
    tree(56, GY + 4, 0.9);
  return categoryFrame(body, hs.defs, null);
}

function scenePlumbing(): string {
  const hs = house({ id: "h", x: 70, y: 262, w: 290, h: 158, roofH: 104, shingles: true, chimney: true });
  // water heater beside the house, feeding a big outdoor faucet over a basin
  const fx = 610;
  const fy = 250;
  const fs = 1.05;
  const spoutX = fx + 76 * fs;
  const pipes =
    pipeRun(`M${394 + 34} ${GY - 172} V${fy - 40} H${fx - 90} V${fy} H${fx - 70 * fs}`, 18) +
    `<rect x="${fx - 98}" y="${fy - 20}" width="16" height="14" rx="3" fill="${C.slate500}"/>` +
    `<circle cx="${fx - 150}" cy="${fy - 40}" r="13" fill="${C.blue600}"/>` +
    `<rect x="${fx - 154}" y="${fy - 66}" width="8" height="16" fill="${C.slate600}"/>` +
    `<rect x="${fx - 170}" y="${fy - 74}" width="40" height="10" rx="5" fill="${C.blue700}"/>`;
  const basin =
    `<ellipse cx="${spoutX}" cy="${GY - 6}" rx="70" ry="10" fill="${C.blue300}" opacity=".7"/>` +
    `<path d="M${spoutX - 62} ${GY - 50} H${spoutX + 62} L${spoutX + 50} ${GY} H${spoutX - 50}Z" fill="${C.slate300}"/>` +
    `<path d="M${spoutX - 62} ${GY - 50} H${spoutX + 62} L${spoutX + 60} ${GY - 40} H${spoutX - 60}Z" fill="${C.blue400}"/>` +
    `<rect x="${spoutX - 68}" y="${GY - 56}" width="136" height="10" rx="5" fill="${C.slate400}"/>`;
  const body =
    hs.svg +
    waterHeater(394, GY + 2) +
    pipes +
    basin +
    g(`translate(${fx} ${fy})`, faucet(fs)) +
    g(`translate(${spoutX} ${fy + 88})`, drop(0.36, C.blue500)) +
    `<path d="M${spoutX - 34} ${GY - 66} q6 -10 12 -4 M${spoutX + 34} ${GY - 66} q-6 -10 -12 -4" stroke="${C.blue400}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    badge(560, 116, 40, C.blue600, drop(0.62, C.white, C.blue300)) +
    badge(680, 116, 40, C.white, g("rotate(35) scale(.62) translate(0 13)", wrench(50, C.blue600)), C.blue100) +
    shrub(40, GY + 6, 0.9);
  return categoryFrame(body, hs.defs, null);
}

const categoryScenes: Record<string, () => string> = {
  roofing: sceneRoofing,
  solar: sceneSolar,
  hvac: sceneHvac,
  "home-improvement": sceneHomeImprovement,
  electrical: sceneElectrical,
  plumbing: scenePlumbing,
};

// ---------------------------------------------------------------------------
// Blog motifs (drawn centred on 0,0 inside a ~400×400 box, for dark backgrounds)
// ---------------------------------------------------------------------------

function motifHouse(id: string): { svg: string; defs: string } {
  const hs = house({ id, x: -150, y: -30, w: 300, h: 170, roofH: 110, shingles: true, chimney: true });
  return { svg: hs.svg, defs: hs.defs };
}

function motifInsurance(): string {
  let canopy = `<path d="M-170 -10 A170 160 0 0 1 170 -10`;
  for (let i = 0; i < 4; i++) canopy += ` a42.5 26 0 0 0 -85 0`;
  canopy += `Z" fill="${C.amber400}"/>`;
  const gores =
    `<path d="M0 -170 C -40 -120 -48 -60 -42.5 -10 a42.5 26 0 0 0 85 0 C 48 -60 40 -120 0 -170Z" fill="${C.amber300}"/>`;
  const rain = [
    [-190, 40],
    [-150, 120],
    [180, 60],
    [150, 140],
    [-200, -120],
    [200, -100],
  ]
    .map(([x, y]) => g(`translate(${x} ${y})`, drop(0.32, C.blue200, C.white)))
    .join("");
  const home =
    `<path d="M-88 40 L0 -26 L88 40" fill="none" stroke="${C.white}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M-66 30 V150 H66 V30 L0 -16Z" fill="${C.white}"/>` +
    `<rect x="-18" y="92" width="36" height="58" rx="4" fill="${C.blue700}"/>` +
    `<rect x="-52" y="52" width="30" height="28" rx="3" fill="${C.blue200}"/><rect x="22" y="52" width="30" height="28" rx="3" fill="${C.blue200}"/>`;
  const shield =
    g(
      "translate(120 130)",
      `<path d="M0 -52 L44 -36 V2 C44 30 24 48 0 58 C -24 48 -44 30 -44 2 V-36Z" fill="${C.leaf}" stroke="${C.white}" stroke-width="6"/>` +
        check(1.1, C.white, 8),
    );
  return (
    rain +
    canopy +
    gores +
    `<rect x="-4" y="-196" width="8" height="30" rx="4" fill="${C.slate800}"/>` +
    home +
    shield
  );
}

function motifTechnology(): string {
  const phone =
    `<rect x="-112" y="-196" width="224" height="392" rx="34" fill="${C.slate900}"/>` +
    `<rect x="-98" y="-180" width="196" height="360" rx="22" fill="${C.blue50}"/>` +
    `<rect x="-30" y="-172" width="60" height="10" rx="5" fill="${C.slate900}"/>` +
    `<circle cx="0" cy="-60" r="70" fill="none" stroke="${C.blue100}" stroke-width="16"/>` +
    `<circle cx="0" cy="-60" r="70" fill="none" stroke="${C.amber500}" stroke-width="16" stroke-dasharray="300 440" stroke-linecap="round" transform="rotate(135 0 -60)"/>` +
    `<circle cx="0" cy="-60" r="46" fill="${C.white}"/>` +
    `<path d="M-24 -56 L0 -78 L24 -56 V-36 H-24Z" fill="${C.blue700}"/>` +
    `<rect x="-6" y="-50" width="12" height="14" fill="${C.white}"/>`;
  const tile = (x: number, y: number, fill: string, inner: string) =>
    `<rect x="${x}" y="${y}" width="54" height="54" rx="14" fill="${fill}"/>` + g(`translate(${x + 27} ${y + 27})`, inner);
  const tiles =
    tile(-86, 40, C.amber100, bolt(0.36, C.amber500)) +
    tile(-27, 40, C.blue100, drop(0.36, C.blue500, C.white)) +
    tile(32, 40, C.slate200, `<rect x="-10" y="-4" width="20" height="16" rx="3" fill="${C.slate600}"/><path d="M-6 -4 V-10 A6 6 0 0 1 6 -10 V-4" fill="none" stroke="${C.slate600}" stroke-width="4"/>`) +
    `<rect x="-86" y="110" width="172" height="14" rx="7" fill="${C.slate200}"/><rect x="-86" y="134" width="110" height="14" rx="7" fill="${C.slate200}"/>`;
  const wifi =
    g(
      "translate(158 -150)",
      `<path d="M-42 -10 A60 60 0 0 1 42 -10" /><path d="M-26 8 A36 36 0 0 1 26 8"/><circle cx="0" cy="24" r="7" fill="${C.white}" stroke="none"/>`,
      ` fill="none" stroke="${C.white}" stroke-width="10" stroke-linecap="round"`,
    );
  const ev = badge(-180, 100, 40, C.amber400, bolt(0.62, C.white), C.amber100);
  const leak = badge(175, 80, 34, C.leaf, check(1, C.white, 8), C.white);
  return phone + tiles + wifi + ev + leak;
}

function motifPlanning(): string {
  const clip =
    `<rect x="-150" y="-190" width="230" height="320" rx="20" fill="${C.slate700}"/>` +
    `<rect x="-134" y="-170" width="198" height="286" rx="10" fill="${C.white}"/>` +
    `<rect x="-80" y="-206" width="90" height="36" rx="10" fill="${C.slate500}"/>` +
    [0, 1, 2, 3]
      .map((i) => {
        const y = -130 + i * 58;
        const done = i < 3;
        return (
          `<rect x="-112" y="${y}" width="32" height="32" rx="8" fill="${done ? C.leaf : C.slate200}"/>` +
          (done ? g(`translate(-96 ${y + 16})`, check(0.62, C.white, 8)) : "") +
          `<rect x="-66" y="${y + 4}" width="${[110, 90, 120, 80][i]}" height="10" rx="5" fill="${C.slate300}"/>` +
          `<rect x="-66" y="${y + 20}" width="${[70, 100, 60, 90][i]}" height="8" rx="4" fill="${C.slate200}"/>`
        );
      })
      .join("");
  const calc =
    g(
      "translate(110 70)",
      `<rect x="-70" y="-100" width="140" height="200" rx="18" fill="${C.slate900}"/>` +
        `<rect x="-54" y="-84" width="108" height="42" rx="8" fill="${C.blue200}"/>` +
        `<rect x="-10" y="-72" width="50" height="16" rx="4" fill="${C.blue700}"/>` +
        [0, 1, 2]
          .map((r) =>
            [0, 1, 2]
              .map(
                (c) =>
                  `<rect x="${-54 + c * 38}" y="${-28 + r * 40}" width="30" height="30" rx="8" fill="${c === 2 && r === 2 ? C.amber500 : C.slate700}"/>`,
              )
              .join(""),
          )
          .join(""),
    );
  const coins =
    g(
      "translate(-150 150)",
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="0" cy="${-i * 16}" rx="48" ry="16" fill="${C.amber600}"/><ellipse cx="0" cy="${-i * 16 - 6}" rx="48" ry="16" fill="${C.amber400}"/>`,
        )
        .join("") + `<ellipse cx="0" cy="-54" rx="26" ry="7" fill="${C.amber300}"/>`,
    );
  return clip + calc + coins;
}

function motifHiring(): string {
  const card =
    `<rect x="-150" y="-130" width="300" height="300" rx="26" fill="${C.white}"/>` +
    `<rect x="-150" y="-130" width="300" height="86" rx="26" fill="${C.blue100}"/>` +
    `<rect x="-150" y="-70" width="300" height="26" fill="${C.blue100}"/>` +
    `<circle cx="0" cy="-40" r="52" fill="${C.blue700}" stroke="${C.white}" stroke-width="8"/>` +
    `<circle cx="0" cy="-54" r="18" fill="${C.blue100}"/>` +
    `<path d="M-30 -12 A30 26 0 0 1 30 -12 V-4 H-30Z" fill="${C.blue100}"/>` +
    `<rect x="-90" y="34" width="180" height="14" rx="7" fill="${C.slate300}"/>` +
    `<rect x="-60" y="60" width="120" height="10" rx="5" fill="${C.slate200}"/>` +
    [-2, -1, 0, 1, 2].map((i) => `<path d="${starPath(i * 40, 108, 16)}" fill="${C.amber400}"/>`).join("");
  const hat = g("translate(-118 -132) rotate(-18)", hardHat(0.9));
  const seal = g(
    "translate(164 150)",
    `<path d="${sealPath(58, 14, 0.13)}" fill="${C.leaf}" stroke="${C.white}" stroke-width="5" stroke-linejoin="round"/>` +
      check(1.25, C.white, 9),
  );
  return card + hat + seal;
}

function motifEnergy(): string {
  let rays = "";
  for (let i = 0; i < 9; i++) {
    const a = Math.PI + (i * Math.PI) / 8;
    rays += `<line x1="${r1(Math.cos(a) * 150)}" y1="${r1(-50 + Math.sin(a) * 150)}" x2="${r1(Math.cos(a) * 188)}" y2="${r1(-50 + Math.sin(a) * 188)}" stroke="${C.amber300}" stroke-width="12" stroke-linecap="round"/>`;
  }
  const bulb =
    `<circle cx="0" cy="-50" r="140" fill="${C.amber200}" opacity=".25"/>` +
    `<path d="M-112 -60 A112 112 0 1 1 56 40 C 44 54 40 70 40 92 H-40 C -40 70 -44 54 -56 40 A112 112 0 0 1 -112 -60Z" fill="${C.amber300}"/>` +
    `<path d="M-78 -92 A86 86 0 0 1 -20 -140" stroke="${C.amber100}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<rect x="-46" y="96" width="92" height="22" rx="8" fill="${C.slate400}"/>` +
    `<rect x="-42" y="122" width="84" height="22" rx="8" fill="${C.slate500}"/>` +
    `<path d="M-24 148 H24 L14 168 H-14Z" fill="${C.slate700}"/>`;
  const leaf =
    g(
      "translate(0 -40) rotate(-35)",
      `<path d="M0 70 C -70 30 -70 -50 0 -90 C 70 -50 70 30 0 70Z" fill="${C.leaf}"/>` +
        `<path d="M0 90 V-70 M0 -10 L-28 -36 M0 20 L30 -8 M0 46 L-24 24" stroke="${C.leafDark}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    );
  return rays + bulb + leaf;
}

function motifRoofing(): string {
  const id = "mr";
  const defs =
    `<clipPath id="${id}-c"><path d="M-200 10 L0 -150 L200 10Z"/></clipPath>` +
    `<pattern id="${id}-p" width="40" height="22" patternUnits="userSpaceOnUse"><path d="M0 21H40M10 0V11M30 11V22" stroke="${C.blue900}" stroke-opacity=".6" stroke-width="3"/></pattern>`;
  return (
    `<defs>${defs}</defs>` +
    `<rect x="90" y="-150" width="40" height="90" fill="${C.slate500}"/><rect x="84" y="-160" width="52" height="14" rx="4" fill="${C.slate600}"/>` +
    `<rect x="-150" y="0" width="300" height="180" fill="${C.slate50}"/>` +
    `<rect x="80" y="0" width="70" height="180" fill="${C.slate100}"/>` +
    `<g clip-path="url(#${id}-c)"><rect x="-200" y="-150" width="400" height="160" fill="${C.blue600}"/><rect x="-200" y="-150" width="400" height="160" fill="url(#${id}-p)"/>` +
    `<rect x="-40" y="-74" width="80" height="44" fill="${C.amber400}"/><path d="M-40 -52 H40 M-40 -30 H40 M-20 -74 V-52 M20 -74 V-52 M0 -52 V-30" stroke="${C.amber600}" stroke-width="3"/></g>` +
    `<path d="M-214 20 L0 -158 L214 20" fill="none" stroke="${C.blue900}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` +
    windowEl(-110, 50, 70, 70) +
    door(-10, 80, 50, 100) +
    `<rect x="-160" y="174" width="320" height="12" rx="4" fill="${C.slate300}"/>` +
    ladder(190, 186, 230, -16, 36) +
    g("translate(-190 130) rotate(-30)", hammer(44))
  );
}

function motifSolar(): string {
  const panel = g(
    "translate(-40 40) skewY(-14) skewX(-8)",
    `<rect x="-150" y="-90" width="300" height="170" rx="6" fill="${C.white}"/>` + solarPanel(-144, -84, 288, 158, 6, 3),
  );
  return (
    sun(110, -130, 54, true, true) +
    panel +
    `<path d="M-70 110 L-84 190 M30 100 L40 190" stroke="${C.slate300}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="-150" y="186" width="260" height="12" rx="6" fill="${C.slate300}"/>` +
    badge(170, 120, 40, C.leaf, bolt(0.6, C.white))
  );
}

function motifHvac(): string {
  return (
    `<ellipse cx="-20" cy="178" rx="200" ry="16" fill="${C.slate900}" opacity=".15"/>` +
    acUnit(-200, -20, 320, 200) +
    `<g fill="none" stroke="${C.blue200}" stroke-width="9" stroke-linecap="round">` +
    `<path d="M-170 -60 C -130 -96, -90 -40, -50 -76 S 30 -110, 70 -70"/>` +
    `<path d="M-140 -110 C -100 -146, -60 -90, -20 -126 S 50 -150, 80 -126" opacity=".6"/></g>` +
    badge(196, -110, 48, C.blue500, snowflake(1.05)) +
    badge(200, 40, 40, C.white, `<circle r="26" fill="none" stroke="${C.slate200}" stroke-width="8"/><circle r="26" fill="none" stroke="${C.amber500}" stroke-width="8" stroke-dasharray="90 200" transform="rotate(120)" stroke-linecap="round"/><circle r="6" fill="${C.slate700}"/>`, C.blue100)
  );
}

function motifRemodeling(): string {
  const cy = 30; // counter top
  const floor = 170;
  const pendant = (x: number) =>
    `<line x1="${x}" y1="-200" x2="${x}" y2="-150" stroke="${C.slate200}" stroke-width="4"/>` +
    `<path d="M${x - 30} -120 A30 30 0 0 1 ${x + 30} -120Z" fill="${C.amber400}"/>` +
    `<ellipse cx="${x}" cy="-112" rx="12" ry="6" fill="${C.amber100}"/>`;
  return (
    // wall + tiled backsplash
    `<rect x="-220" y="-170" width="440" height="${floor + 170}" rx="22" fill="${C.blue50}"/>` +
    `<rect x="-220" y="-60" width="440" height="${cy + 60}" fill="${C.white}"/>` +
    [1, 2, 3, 4, 5, 6, 7].map((i) => `<line x1="${-220 + i * 55}" y1="-60" x2="${-220 + i * 55}" y2="${cy}" stroke="${C.blue100}" stroke-width="3"/>`).join("") +
    `<line x1="-220" y1="-15" x2="220" y2="-15" stroke="${C.blue100}" stroke-width="3"/>` +
    // upper cabinets (left) + open shelf (right)
    `<rect x="-206" y="-156" width="82" height="86" rx="6" fill="${C.slate700}"/><rect x="-118" y="-156" width="82" height="86" rx="6" fill="${C.slate700}"/>` +
    `<rect x="-134" y="-100" width="6" height="20" rx="3" fill="${C.amber300}"/><rect x="-112" y="-100" width="6" height="20" rx="3" fill="${C.amber300}"/>` +
    `<rect x="60" y="-96" width="140" height="10" rx="4" fill="${C.slate700}"/>` +
    `<rect x="72" y="-126" width="22" height="30" rx="4" fill="${C.blue300}"/><rect x="100" y="-118" width="18" height="22" rx="4" fill="${C.amber300}"/><circle cx="160" cy="-112" r="16" fill="${C.leaf}"/>` +
    pendant(20) +
    // counter + lower cabinets
    `<rect x="-214" y="${cy + 18}" width="428" height="${floor - cy - 18}" fill="${C.blue700}"/>` +
    [-204, -126].map((x) => `<rect x="${x}" y="${cy + 28}" width="70" height="${floor - cy - 38}" rx="6" fill="${C.blue600}"/><rect x="${x + 24}" y="${cy + 40}" width="22" height="6" rx="3" fill="${C.amber300}"/>`).join("") +
    // oven
    `<rect x="-46" y="${cy + 28}" width="100" height="${floor - cy - 38}" rx="6" fill="${C.slate800}"/>` +
    `<rect x="-34" y="${cy + 56}" width="76" height="52" rx="6" fill="${C.slate600}"/><rect x="-30" y="${cy + 38}" width="68" height="6" rx="3" fill="${C.slate400}"/>` +
    [64, 136].map((x) => `<rect x="${x}" y="${cy + 28}" width="64" height="${floor - cy - 38}" rx="6" fill="${C.blue600}"/><rect x="${x + 21}" y="${cy + 40}" width="22" height="6" rx="3" fill="${C.amber300}"/>`).join("") +
    `<rect x="-226" y="${cy}" width="452" height="20" rx="6" fill="${C.slate200}"/>` +
    // cooktop, faucet, cutting board
    `<rect x="-40" y="${cy - 6}" width="88" height="8" rx="3" fill="${C.slate800}"/>` +
    `<path d="M-160 ${cy} V-22 A18 18 0 0 1 -124 -22 V-8" fill="none" stroke="${C.slate500}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="110" y="${cy - 10}" width="70" height="10" rx="4" fill="${C.amber500}"/>` +
    `<rect x="-240" y="${floor}" width="480" height="14" rx="7" fill="${C.slate300}"/>`
  );
}

function motifPlumbing(): string {
  return (
    `<rect x="-236" y="-150" width="40" height="150" rx="10" fill="${C.slate300}"/>` +
    `<rect x="-210" y="-110" width="60" height="64" rx="8" fill="${C.slate400}"/>` +
    g("translate(-60 -70) scale(1.6)", faucet(1)) +
    g("translate(62 74)", drop(0.56, C.blue300, C.white)) +
    g("translate(62 170)", drop(0.36, C.blue200, C.white)) +
    `<ellipse cx="62" cy="232" rx="110" ry="16" fill="${C.blue300}" opacity=".5"/>` +
    `<ellipse cx="62" cy="232" rx="60" ry="9" fill="${C.blue200}" opacity=".6"/>` +
    badge(-150, 120, 52, C.white, g("rotate(40) scale(.8) translate(0 13)", wrench(54, C.blue600)), C.blue100)
  );
}

function motifElectrical(): string {
  return (
    `<circle cx="0" cy="0" r="150" fill="${C.amber300}"/>` +
    `<circle cx="0" cy="0" r="118" fill="${C.amber400}"/>` +
    bolt(2.6, C.white) +
    g("translate(150 130)", `<rect x="-40" y="-60" width="80" height="120" rx="16" fill="${C.white}"/><rect x="-26" y="-44" width="52" height="40" rx="6" fill="${C.blue700}"/><circle cx="-10" cy="26" r="7" fill="${C.slate600}"/><circle cx="10" cy="26" r="7" fill="${C.slate600}"/>`)
  );
}

function motifFor(category: string, slug: string): { svg: string; defs: string } {
  switch (category.toLowerCase()) {
    case "insurance":
      return { svg: motifInsurance(), defs: "" };
    case "technology":
      return { svg: motifTechnology(), defs: "" };
    case "planning":
      return { svg: motifPlanning(), defs: "" };
    case "hiring tips":
      return { svg: motifHiring(), defs: "" };
    case "energy":
      return { svg: motifEnergy(), defs: "" };
    case "roofing":
      return { svg: motifRoofing(), defs: "" };
    case "solar":
      return { svg: motifSolar(), defs: "" };
    case "hvac":
      return { svg: motifHvac(), defs: "" };
    case "remodeling":
    case "home improvement":
      return { svg: motifRemodeling(), defs: "" };
    case "plumbing":
      return { svg: motifPlumbing(), defs: "" };
    case "electrical":
      return { svg: motifElectrical(), defs: "" };
    default:
      console.warn(`  ! no motif for blog category "${category}" (${slug}); using a house`);
      return motifHouse("mh");
  }
}

function blogCover(slug: string, category: string): string {
  const W = 1200;
  const H = 630;
  const rnd = mulberry32(hashString(slug));
  const hue = 208 + rnd() * 22; // sky-blue .. indigo-blue
  const c1 = hslToHex(hue, 78, 50);
  const c2 = hslToHex(hue + 8 + rnd() * 14, 72, 26);
  const c3 = hslToHex(hue - 10, 90, 66);
  const flip = rnd() < 0.5;
  const defs =
    linear("bg", [[0, c1], [1, c2]], flip ? 1 : 0, 0, flip ? 0 : 1, 1) +
    radial("glow", [[0, c3, 0.55], [1, c3, 0]]);
  // decorative background: circles, dot grid, amber accent ring
  let deco = `<circle cx="${flip ? 280 : 920}" cy="180" r="420" fill="url(#glow)"/>`;
  for (let i = 0; i < 4; i++) {
    const cx = Math.round(rnd() * W);
    const cy = Math.round(rnd() * H);
    const r = Math.round(60 + rnd() * 180);
    deco += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.white}" opacity="${(0.03 + rnd() * 0.05).toFixed(3)}"/>`;
  }
  const dx = flip ? 930 : 70;
  const dy = rnd() < 0.5 ? 60 : 430;
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 5; j++) deco += `<circle cx="${dx + i * 34}" cy="${dy + j * 30}" r="4" fill="${C.white}" opacity=".18"/>`;
  const ax = flip ? 170 + rnd() * 120 : 900 + rnd() * 140;
  deco += `<circle cx="${r1(ax)}" cy="${r1(120 + rnd() * 380)}" r="${r1(26 + rnd() * 20)}" fill="none" stroke="${C.amber400}" stroke-width="10" opacity=".9"/>`;
  deco += `<circle cx="${r1(W - ax)}" cy="${r1(100 + rnd() * 420)}" r="${r1(10 + rnd() * 8)}" fill="${C.amber300}" opacity=".9"/>`;
  // horizon band
  deco += `<path d="M0 ${H - 90} C ${W * 0.3} ${H - 140}, ${W * 0.7} ${H - 60}, ${W} ${H - 110} V${H} H0Z" fill="${C.white}" opacity=".07"/>`;
  const m = motifFor(category, slug);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    deco +
    `<circle cx="600" cy="315" r="265" fill="${C.white}" opacity=".08"/>` +
    `<circle cx="600" cy="315" r="212" fill="${C.white}" opacity=".08"/>` +
    g("translate(600 318) scale(1.18)", m.svg);
  return svgDoc(W, H, body, defs + m.defs);
}

// ---------------------------------------------------------------------------
// Hero (1200×900), OG image, icons
// ---------------------------------------------------------------------------

function infoCard(x: number, y: number, w: number, iconBg: string, icon: string, stars = false): string {
  const h = 84;
  return (
    `<rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" rx="18" fill="${C.slate900}" opacity=".08"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${C.white}"/>` +
    `<circle cx="${x + 42}" cy="${y + h / 2}" r="26" fill="${iconBg}"/>` +
    g(`translate(${x + 42} ${y + h / 2})`, icon) +
    `<rect x="${x + 82}" y="${y + 24}" width="${w - 110}" height="12" rx="6" fill="${C.slate300}"/>` +
    (stars
      ? [0, 1, 2, 3, 4].map((i) => `<path d="${starPath(x + 90 + i * 22, y + 58, 9)}" fill="${C.amber400}"/>`).join("")
      : `<rect x="${x + 82}" y="${y + 48}" width="${(w - 110) * 0.65}" height="10" rx="5" fill="${C.slate200}"/>`)
  );
}

function heroSvg(): string {
  const W = 1200;
  const H = 900;
  const gy = 760;
  const hs = house({
    id: "hh",
    x: 330,
    y: 430,
    w: 540,
    h: 330,
    roofH: 190,
    chimney: true,
    shingles: true,
    roofDetail: (r) => {
      // solar array on the right half of the roof
      const x0 = (r.topLeft + r.topRight) / 2 + 10;
      const x1 = r.topRight - 14;
      const y0 = r.top + 24;
      const pw = (x1 - x0 - 8) / 2;
      const ph = (r.bottom - 30 - y0 - 8) / 2;
      let p = "";
      for (let j = 0; j < 2; j++) for (let i = 0; i < 2; i++) p += solarPanel(r1(x0 + i * (pw + 8)), r1(y0 + j * (ph + 8)), r1(pw), r1(ph), 3, 2);
      return p;
    },
  });
  const defs =
    skyDefs("sky", C.blue200, C.blue50) +
    hs.defs;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="600" cy="470" r="420" fill="${C.white}" opacity=".35"/>` +
    sun(960, 150, 56) +
    cloud(200, 130, 1.2) +
    cloud(760, 90, 0.8, 0.85) +
    cloud(1080, 300, 0.7, 0.8) +
    `<path d="M0 ${gy - 30} C 300 ${gy - 110}, 800 ${gy - 100}, ${W} ${gy - 50} V${H} H0Z" fill="${C.grassDark}" opacity=".7"/>` +
    `<path d="M0 ${gy} C 300 ${gy - 40}, 900 ${gy - 30}, ${W} ${gy + 10} V${H} H0Z" fill="${C.grass}"/>` +
    // walkway
    `<path d="M560 ${gy} L640 ${gy} L700 ${H} L500 ${H}Z" fill="${C.slate200}"/>` +
    tree(210, gy + 6, 1.9) +
    tree(1140, gy + 10, 1.45) +
    hs.svg +
    shrub(380, gy + 12, 1.3) +
    shrub(820, gy + 12, 1.3) +
    // AC unit beside the house
    `<ellipse cx="975" cy="${gy + 8}" rx="100" ry="8" fill="${C.slate900}" opacity=".08"/>` +
    acUnit(905, gy - 116, 150, 116) +
    // ladder leaning on the roof edge
    ladder(292, gy + 6, 340, 10, 40) +
    // toolbox + hard hat in the foreground
    toolbox(120, gy + 40, 170, 90) +
    g(`translate(262 ${gy + 36}) rotate(12)`, hardHat(0.6)) +
    // floating badges + cards
    badge(160, 330, 46, C.amber400, bolt(0.8, C.blue800)) +
    badge(1060, 470, 42, C.blue600, drop(0.6, C.white, C.blue300)) +
    badge(1110, 580, 36, C.white, g("rotate(40) scale(.55) translate(0 13)", wrench(50, C.blue600)), C.blue100) +
    infoCard(60, 450, 270, C.leaf, check(0.9, C.white, 7), true) +
    infoCard(880, 300, 270, C.blue700, g("scale(.55)", `<path d="M-30 -2 L0 -28 L30 -2 V26 H-30Z" fill="${C.white}"/>`)) +
    infoCard(70, 560, 240, C.amber500, `<path d="M0 -14 L14 -8 V2 C14 10 8 15 0 18 C-8 15 -14 10 -14 2 V-8Z" fill="${C.white}"/>`);
  return svgDoc(W, H, body, defs);
}

function houseCheckGlyph(color: string, width: number): string {
  // 100×100 box
  return (
    `<g fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M16 46 L50 17 L84 46"/>` +
    `<path d="M26 39 V80 H74 V39"/>` +
    `<path d="M38 59 L47 68 L63 51"/></g>`
  );
}

function iconSvg(size: number, rounded: boolean): string {
  const rx = rounded ? size * 0.22 : 0;
  const inset = size * 0.17;
  const scale = (size - inset * 2) / 100;
  const defs = linear("ig", [[0, C.blue600], [1, C.blue800]], 0, 0, 1, 1);
  return svgDoc(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${rx}" fill="${C.blue700}"/>` +
      `<rect width="${size}" height="${size}" rx="${rx}" fill="url(#ig)" opacity=".6"/>` +
      g(`translate(${inset} ${inset}) scale(${scale})`, houseCheckGlyph(C.white, 8)),
    defs,
  );
}

function ogSvg(): string {
  const W = 1200;
  const H = 630;
  const defs =
    linear("bg", [[0, C.blue700], [1, C.blue950]], 0, 0, 1, 1) + radial("glow", [[0, C.blue400, 0.5], [1, C.blue400, 0]]);
  let dots = "";
  for (let i = 0; i < 7; i++) for (let j = 0; j < 5; j++) dots += `<circle cx="${940 + i * 32}" cy="${60 + j * 30}" r="4" fill="${C.white}" opacity=".16"/>`;
  const m = motifHouse("og");
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="980" cy="420" r="420" fill="url(#glow)"/>` +
    `<circle cx="1010" cy="450" r="200" fill="${C.white}" opacity=".06"/>` +
    dots +
    g("translate(1010 462) scale(.74)", m.svg) +
    badge(1128, 318, 30, C.leaf, check(0.95, C.white, 7)) +

    `<rect x="0" y="${H - 10}" width="${W}" height="10" fill="${C.amber400}"/>` +
    g("translate(80 96)", `<rect width="96" height="96" rx="22" fill="${C.white}"/>` + g("translate(10 10) scale(.76)", houseCheckGlyph(C.blue700, 9))) +
    `<text x="80" y="320" font-family="sans-serif" font-weight="700" font-size="72" fill="${C.white}">Trusted Home Pros</text>` +
    `<text x="82" y="388" font-family="sans-serif" font-size="34" fill="${C.blue100}">Connecting Homeowners with</text>` +
    `<text x="82" y="432" font-family="sans-serif" font-size="34" fill="${C.blue100}">Trusted Contractors</text>` +
    `<rect x="82" y="480" width="88" height="8" rx="4" fill="${C.amber400}"/>`;
  return svgDoc(W, H, body, defs + m.defs);
}

// ---------------------------------------------------------------------------
// Job plumbing
// ---------------------------------------------------------------------------

type Format = "webp" | "avif" | "png";
type Job = {
  /** Path relative to OUT. */
  file: string;
  width: number;
  height: number;
  format: Format;
  quality?: number;
  /** Builds the SVG (lazily, so skipped jobs cost nothing). */
  svg: () => string;
  /** Rasterise at a larger size and downscale (used for small avatars). */
  supersample?: number;
  budget?: number;
};

type Result = { file: string; width: number; height: number; bytes: number; status: "written" | "skipped" };

async function isFresh(target: string, sourceMtime: number): Promise<boolean> {
  if (FORCE) return false;
  try {
    const s = await stat(target);
    return s.mtimeMs >= sourceMtime && s.size > 0;
  } catch {
    return false;
  }
}

async function render(job: Job): Promise<Buffer> {
  const svg = Buffer.from(job.svg());
  let img = sharp(svg, { density: 72 * (job.supersample ?? 1) });
  if (job.supersample && job.supersample !== 1) img = img.resize(job.width, job.height);
  switch (job.format) {
    case "webp":
      return img.webp({ quality: job.quality ?? 75, effort: 5, smartSubsample: true }).toBuffer();
    case "avif":
      return img.avif({ quality: job.quality ?? 50, effort: 3 }).toBuffer();
    case "png":
      return img.png({ compressionLevel: 9, palette: job.width <= 192, quality: 90, effort: 8 }).toBuffer();
  }
}

async function runJob(job: Job, sourceMtime: number): Promise<Result> {
  const target = path.join(OUT, job.file);
  let status: Result["status"] = "skipped";
  if (!(await isFresh(target, sourceMtime))) {
    const buf = await render(job);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    await writeFile(tmp, buf);
    await rename(tmp, target);
    status = "written";
  }
  const meta = await sharp(target).metadata();
  const bytes = (await stat(target)).size;
  if (meta.width !== job.width || meta.height !== job.height) {
    throw new Error(`${job.file}: expected ${job.width}×${job.height}, got ${meta.width}×${meta.height}`);
  }
  if (job.budget && bytes > job.budget) {
    console.warn(`  ! ${job.file} is ${bytes} bytes (budget ${job.budget})`);
  }
  return { file: job.file, width: job.width, height: job.height, bytes, status };
}

async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const SEED_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Reads avatarSeed values from app/content/marketing.ts, tolerating its absence. */
async function marketingSeeds(): Promise<string[]> {
  let source: string;
  try {
    source = await readFile(MARKETING, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  try {
    const mod = (await import(pathToFileURL(MARKETING).href)) as { testimonials?: unknown };
    if (Array.isArray(mod.testimonials)) {
      return mod.testimonials
        .map((t: unknown) => (t && typeof t === "object" ? (t as { avatarSeed?: unknown }).avatarSeed : undefined))
        .filter((s): s is string => typeof s === "string");
    }
    return [];
  } catch (err) {
    // e.g. the module imports something Node cannot resolve without a bundler:
    // fall back to reading the literal seeds from the source text.
    console.warn(`  ! could not import marketing.ts (${(err as Error).message.split("\n")[0]}); parsing its text instead`);
    return [...source.matchAll(/avatarSeed\s*:\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1] as string);
  }
}

async function pruneStale(dir: string, keep: Set<string>): Promise<void> {
  let names: string[];
  try {
    names = await readdir(path.join(OUT, dir));
  } catch {
    return;
  }
  for (const name of names) {
    const rel = `${dir}/${name}`;
    if (!keep.has(rel)) {
      await unlink(path.join(OUT, rel));
      console.log(`  removed stale ${rel}`);
    }
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  // Outputs older than this script or the content it reads are regenerated.
  const inputs = [SCRIPT_PATH, path.join(ROOT, "app/content/categories.ts"), path.join(ROOT, "app/content/blog/meta.ts")];
  const sourceMtime = Math.max(...(await Promise.all(inputs.map(async (f) => (await stat(f)).mtimeMs))));
  const config = JSON.parse(AVATAR_CONFIG_JSON) as { style: string; size: number; seeds: string[]; backgroundColor: string[] };

  // --- avatars -------------------------------------------------------------
  const extraSeeds = await marketingSeeds();
  const seeds = [...new Set([...config.seeds, ...extraSeeds])];
  console.log(`avatars: ${config.seeds.length} built-in seeds + ${extraSeeds.length} from app/content/marketing.ts`);
  for (const seed of seeds) {
    if (!SEED_RE.test(seed)) throw new Error(`invalid avatar seed ${JSON.stringify(seed)} (allowed: ${SEED_RE})`);
  }
  const meta = notionists.meta;
  const license = meta?.license?.name ?? "unknown";
  if (!/^(CC0|MIT)/.test(license)) {
    throw new Error(`DiceBear style "${config.style}" is licensed "${license}"; only CC0/MIT styles are allowed`);
  }

  const jobs: Job[] = [];
  for (const seed of seeds) {
    jobs.push({
      file: `avatars/${seed}.webp`,
      width: config.size,
      height: config.size,
      format: "webp",
      quality: 75,
      supersample: 2,
      svg: () =>
        createAvatar(notionists, {
          seed,
          size: config.size,
          backgroundColor: config.backgroundColor,
          backgroundType: ["solid"],
          // keep hair inside the frame and the face centred in a round crop
          scale: 92,
          translateY: 4,
        }).toString(),
    });
  }

  // --- categories ------------------------------------------------------------
  for (const cat of categories) {
    const scene = categoryScenes[cat.slug];
    if (!scene) throw new Error(`no illustration defined for category "${cat.slug}"`);
    jobs.push({ file: `categories/${cat.slug}.webp`, width: CW, height: CH, format: "webp", quality: 70, svg: scene, budget: CATEGORY_BUDGET });
    jobs.push({ file: `categories/${cat.slug}.avif`, width: CW, height: CH, format: "avif", quality: 50, svg: scene, budget: CATEGORY_BUDGET });
  }

  // --- blog covers -----------------------------------------------------------
  for (const a of blogArticles) {
    if (!SEED_RE.test(a.slug)) throw new Error(`unexpected blog slug ${JSON.stringify(a.slug)}`);
    const svg = () => blogCover(a.slug, a.category);
    jobs.push({ file: `blog/${a.slug}.webp`, width: 1200, height: 630, format: "webp", quality: 70, svg });
    jobs.push({ file: `blog/${a.slug}.avif`, width: 1200, height: 630, format: "avif", quality: 50, svg });
  }

  // --- hero, OG, icons ---------------------------------------------------------
  jobs.push({ file: "hero.webp", width: 1200, height: 900, format: "webp", quality: 72, svg: heroSvg });
  jobs.push({ file: "hero.avif", width: 1200, height: 900, format: "avif", quality: 50, svg: heroSvg });
  jobs.push({ file: "og-default.png", width: 1200, height: 630, format: "png", svg: ogSvg });
  jobs.push({ file: "icon-192.png", width: 192, height: 192, format: "png", svg: () => iconSvg(192, true) });
  jobs.push({ file: "icon-512.png", width: 512, height: 512, format: "png", svg: () => iconSvg(512, true) });
  // iOS rounds the corners itself and fills transparency with black: full-bleed square.
  jobs.push({ file: "apple-touch-icon.png", width: 180, height: 180, format: "png", svg: () => iconSvg(180, false) });

  await mkdir(OUT, { recursive: true });
  const results = await pool(jobs, 2, (job) => runJob(job, sourceMtime));

  const keep = new Set(jobs.map((j) => j.file));
  for (const dir of ["avatars", "categories", "blog"]) await pruneStale(dir, keep);

  // --- summary ---------------------------------------------------------------
  const fileW = Math.max(4, ...results.map((r) => r.file.length));
  const line = `${"-".repeat(fileW)}  ${"-".repeat(9)}  ${"-".repeat(9)}  -------`;
  console.log(`\n${"file".padEnd(fileW)}  ${"size".padStart(9)}  ${"bytes".padStart(9)}  status`);
  console.log(line);
  let total = 0;
  for (const r of results) {
    total += r.bytes;
    console.log(`${r.file.padEnd(fileW)}  ${`${r.width}×${r.height}`.padStart(9)}  ${String(r.bytes).padStart(9)}  ${r.status}`);
  }
  console.log(line);
  const written = results.filter((r) => r.status === "written").length;
  console.log(`${`${results.length} files`.padEnd(fileW)}  ${"".padStart(9)}  ${String(total).padStart(9)}  ${written} written`);
  console.log(`\nOutput: ${path.relative(ROOT, OUT)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    `Avatar attribution: "${meta?.title}" by ${meta?.creator} (${meta?.source}), licensed under ${license} (${meta?.license?.url}); rendered with DiceBear (MIT, https://www.dicebear.com).`,
  );
}

main().catch((err: unknown) => {
  console.error("generate-images failed:", err);
  process.exitCode = 1;
});
