/** Flat-style tools and appliances, each drawn around 0,0 so a scene can place it with g(). */
import { C } from "./palette.ts";
import { r1, g } from "./svg.ts";

export function ladder(fx: number, fy: number, len: number, deg: number, wd = 34): string {
  let body = `<line x1="0" y1="0" x2="0" y2="${-len}" stroke="${C.slate400}" stroke-width="7" stroke-linecap="round"/>`;
  body += `<line x1="${wd}" y1="0" x2="${wd}" y2="${-len}" stroke="${C.slate400}" stroke-width="7" stroke-linecap="round"/>`;
  for (let yy = -18; yy > -len + 8; yy -= 24) {
    body += `<line x1="0" y1="${yy}" x2="${wd}" y2="${yy}" stroke="${C.slate300}" stroke-width="6"/>`;
  }
  return g(`translate(${fx} ${fy}) rotate(${deg})`, body);
}

/** Hammer centred at 0,0, pointing up, total length ~ 2*len. */
export function hammer(len = 60): string {
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
export function wrench(len = 60, fill: string = C.slate400): string {
  const R = 26;
  const a = 9;
  const yTop = r1(-len - Math.sqrt(R * R - a * a));
  return (
    `<rect x="-9" y="${-len * 0.8}" width="18" height="${len * 1.8}" rx="9" fill="${fill}"/>` +
    `<path d="M${-a} ${yTop} A${R} ${R} 0 1 0 ${a} ${yTop} L${a} ${-len + 2} H${-a}Z" fill="${fill}"/>` +
    `<rect x="-3" y="${len * 0.2}" width="6" height="${len * 0.6}" rx="3" fill="${C.white}" opacity=".35"/>`
  );
}

export function bolt(s = 1, fill: string = C.amber400): string {
  return `<path transform="scale(${s})" d="M10 -52 L-32 8 H-4 L-12 52 L32 -10 H4 Z" fill="${fill}" stroke-linejoin="round"/>`;
}

export function drop(s = 1, fill: string = C.blue400, hi: string = C.blue100): string {
  return (
    `<g transform="scale(${s})"><path d="M0 -50 C 0 -50 -36 -8 -36 16 A36 36 0 0 0 36 16 C 36 -8 0 -50 0 -50Z" fill="${fill}"/>` +
    `<path d="M-18 14 A20 20 0 0 0 -4 34" stroke="${hi}" stroke-width="6" fill="none" stroke-linecap="round"/></g>`
  );
}

export function snowflake(s = 1, color: string = C.white): string {
  let out = "";
  for (let i = 0; i < 3; i++) {
    out += g(`rotate(${i * 60})`, `<line x1="0" y1="-30" x2="0" y2="30"/><path d="M-9 -24 L0 -16 L9 -24 M-9 24 L0 16 L9 24" fill="none"/>`);
  }
  return g(`scale(${s})`, out, ` stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`);
}

export function flame(s = 1): string {
  return g(
    `scale(${s})`,
    `<path d="M4 -44 C 22 -26 32 -8 32 12 A32 32 0 0 1 -32 12 C -32 -6 -22 -16 -14 -30 C -10 -18 -4 -12 2 -10 C 8 -22 8 -34 4 -44Z" fill="${C.white}"/>` +
      `<path d="M0 -4 C 10 8 16 16 16 24 A16 16 0 0 1 -16 24 C -16 14 -8 6 0 -4Z" fill="${C.amber300}"/>`,
  );
}

export function check(s = 1, color: string = C.white, width = 7): string {
  return `<path transform="scale(${s})" d="M-16 1 L-5 12 L17 -12" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A round badge with a soft flat shadow. */
export function badge(cx: number, cy: number, r: number, fill: string, inner: string, ring: string = C.white): string {
  return (
    `<circle cx="${cx + 4}" cy="${cy + 8}" r="${r}" fill="${C.slate900}" opacity=".08"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="${ring}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    g(`translate(${cx} ${cy})`, inner)
  );
}

export function acUnit(x: number, y: number, w: number, h: number): string {
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

export function toolbox(x: number, y: number, w: number, h: number): string {
  return (
    `<path d="M${x + w * 0.32} ${y} V${y - h * 0.28} H${x + w * 0.68} V${y}" fill="none" stroke="${C.slate700}" stroke-width="10" stroke-linejoin="round"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${C.amber500}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.32}" rx="10" fill="${C.amber600}"/>` +
    `<rect x="${x}" y="${y + h * 0.28}" width="${w}" height="6" fill="${C.amber700}"/>` +
    `<rect x="${x + w * 0.44}" y="${y + h * 0.2}" width="${w * 0.12}" height="${h * 0.22}" rx="3" fill="${C.slate700}"/>` +
    `<rect x="${x + 10}" y="${y + h * 0.5}" width="${w * 0.3}" height="6" rx="3" fill="${C.amber300}" opacity=".8"/>`
  );
}

export function hardHat(s = 1): string {
  return g(
    `scale(${s})`,
    `<path d="M-62 0 A62 58 0 0 1 62 0Z" fill="${C.amber400}"/>` +
      `<path d="M-14 -57 H14 V-8 H-14Z" fill="${C.amber300}"/>` +
      `<path d="M-44 -38 A62 58 0 0 1 -20 -54" stroke="${C.amber200}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `<rect x="-80" y="-6" width="160" height="18" rx="9" fill="${C.amber500}"/>`,
  );
}

export function paintRoller(s = 1): string {
  return g(
    `scale(${s})`,
    `<path d="M34 -30 H46 V-6 H0 V14" fill="none" stroke="${C.slate600}" stroke-width="7" stroke-linejoin="round"/>` +
      `<rect x="-6" y="12" width="12" height="56" rx="6" fill="${C.slate700}"/>` +
      `<rect x="-44" y="-48" width="84" height="36" rx="12" fill="${C.blue500}"/>` +
      `<rect x="-44" y="-48" width="84" height="12" rx="6" fill="${C.blue400}"/>`,
  );
}

export function evCharger(x: number, base: number): string {
  return (
    `<rect x="${x}" y="${base - 120}" width="46" height="120" rx="10" fill="${C.white}"/>` +
    `<rect x="${x + 30}" y="${base - 120}" width="16" height="120" rx="8" fill="${C.slate200}"/>` +
    `<rect x="${x + 8}" y="${base - 108}" width="26" height="30" rx="5" fill="${C.blue700}"/>` +
    g(`translate(${x + 21} ${base - 93})`, bolt(0.22, C.amber300)) +
    `<path d="M${x + 10} ${base - 60} C ${x - 30} ${base - 40}, ${x - 30} ${base - 10}, ${x - 6} ${base - 8}" stroke="${C.slate700}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<rect x="${x + 6}" y="${base - 66}" width="14" height="18" rx="4" fill="${C.slate700}"/>`
  );
}

export function waterHeater(x: number, base: number): string {
  return (
    `<rect x="${x}" y="${base - 150}" width="78" height="150" rx="18" fill="${C.white}"/>` +
    `<rect x="${x + 54}" y="${base - 150}" width="24" height="150" rx="12" fill="${C.slate200}"/>` +
    `<rect x="${x}" y="${base - 104}" width="78" height="10" fill="${C.blue200}"/>` +
    `<rect x="${x}" y="${base - 40}" width="78" height="10" fill="${C.blue200}"/>` +
    `<circle cx="${x + 30}" cy="${base - 70}" r="12" fill="${C.amber400}"/>` +
    `<path d="M${x + 22} ${base - 150} V${base - 174} M${x + 56} ${base - 150} V${base - 174}" stroke="${C.slate500}" stroke-width="10" stroke-linecap="round"/>`
  );
}

export function faucet(s = 1): string {
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

export function pipeRun(d: string, width = 22): string {
  return (
    `<path d="${d}" fill="none" stroke="${C.slate400}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="butt"/>` +
    `<path d="${d}" fill="none" stroke="${C.slate300}" stroke-width="${width * 0.3}" stroke-linejoin="round" transform="translate(-3 -3)" opacity=".9"/>`
  );
}
