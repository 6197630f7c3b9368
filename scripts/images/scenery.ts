/** Flat-style scenery shared by the scenes: sky, sun, clouds, plants, ground and the house. */
import { C } from "./palette.ts";
import { r1, linear, g } from "./svg.ts";

export function cloud(x: number, y: number, s: number, opacity = 1): string {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    `<rect x="-64" y="-6" width="128" height="30" rx="15"/><circle cx="-24" cy="-6" r="24"/><circle cx="16" cy="-14" r="32"/><circle cx="46" cy="2" r="18"/>`,
    ` fill="${C.white}" opacity="${opacity}"`,
  );
}

export function sun(cx: number, cy: number, r: number, rays = true, onDark = false): string {
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

export function tree(x: number, base: number, s: number): string {
  return g(
    `translate(${x} ${base}) scale(${s})`,
    `<rect x="-5" y="-48" width="10" height="48" rx="4" fill="${C.slate500}"/>` +
      `<circle cx="0" cy="-70" r="34" fill="${C.leaf}"/>` +
      `<circle cx="-16" cy="-52" r="22" fill="${C.leaf}"/>` +
      `<circle cx="17" cy="-54" r="22" fill="${C.leafDark}"/>` +
      `<circle cx="-10" cy="-80" r="14" fill="${C.leafLight}" opacity=".8"/>`,
  );
}

export function shrub(x: number, base: number, s: number): string {
  return g(
    `translate(${x} ${base}) scale(${s})`,
    `<circle cx="-18" cy="-14" r="18" fill="${C.leaf}"/><circle cx="16" cy="-14" r="18" fill="${C.leafDark}"/><circle cx="0" cy="-24" r="22" fill="${C.leaf}"/><circle cx="-6" cy="-32" r="8" fill="${C.leafLight}" opacity=".8"/>`,
  );
}

export function windowEl(x: number, y: number, w: number, h: number, lit = false): string {
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

export function door(x: number, y: number, w: number, h: number, color: string = C.amber500): string {
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
export function house(o: HouseOpts): { svg: string; defs: string; roof: RoofGeom } {
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
    defs +=
      `<pattern id="${o.id}-sh" width="40" height="20" patternUnits="userSpaceOnUse" x="${roof.left}" y="${roof.top}">` +
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

export function solarPanel(x: number, y: number, w: number, h: number, cols = 3, rows = 2): string {
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

export function roofPanels(r: RoofGeom, rows: number, cols: number): string {
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

export function utilityPole(x: number, base: number, hgt: number): string {
  return (
    `<rect x="${x - 7}" y="${base - hgt}" width="14" height="${hgt}" rx="4" fill="${C.slate500}"/>` +
    `<rect x="${x - 44}" y="${base - hgt + 22}" width="88" height="10" rx="4" fill="${C.slate600}"/>` +
    `<rect x="${x - 30}" y="${base - hgt + 52}" width="60" height="8" rx="4" fill="${C.slate600}"/>` +
    [-36, 0, 36].map((dx) => `<rect x="${x + dx - 4}" y="${base - hgt + 8}" width="8" height="16" rx="3" fill="${C.blue200}"/>`).join("") +
    `<rect x="${x + 10}" y="${base - hgt + 70}" width="26" height="34" rx="6" fill="${C.slate400}"/>`
  );
}

export function groundBase(w: number, h: number, gy: number): string {
  return (
    `<path d="M0 ${gy - 10} C ${w * 0.25} ${gy - 50}, ${w * 0.55} ${gy - 46}, ${w} ${gy - 22} V${h} H0Z" fill="${C.grassDark}" opacity=".7"/>` +
    `<path d="M0 ${gy} C ${w * 0.3} ${gy - 18}, ${w * 0.7} ${gy - 14}, ${w} ${gy + 4} V${h} H0Z" fill="${C.grass}"/>`
  );
}

export function skyDefs(id: string, top: string = C.blue200, bottom: string = C.blue50): string {
  return linear(id, [
    [0, top],
    [1, bottom],
  ]);
}
