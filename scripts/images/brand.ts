/** The home page hero (1200×900), the Open Graph image and the app icons. */
import { motifHouse } from "./blog-covers.ts";
import { C } from "./palette.ts";
import { ladder, wrench, bolt, drop, check, badge, acUnit, toolbox, hardHat } from "./props.ts";
import { cloud, sun, tree, shrub, house, solarPanel, skyDefs } from "./scenery.ts";
import { r1, svgDoc, linear, radial, g, starPath } from "./svg.ts";

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

export function heroSvg(): string {
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
  const defs = skyDefs("sky", C.blue200, C.blue50) + hs.defs;
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

/** `insetShare`: the margin around the glyph; a maskable icon's glyph must stay inside the central 80% circle. */
export function iconSvg(size: number, rounded: boolean, insetShare = 0.17): string {
  const rx = rounded ? size * 0.22 : 0;
  const inset = size * insetShare;
  const scale = (size - inset * 2) / 100;
  const defs = linear(
    "ig",
    [
      [0, C.blue600],
      [1, C.blue800],
    ],
    0,
    0,
    1,
    1,
  );
  return svgDoc(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${rx}" fill="${C.blue700}"/>` +
      `<rect width="${size}" height="${size}" rx="${rx}" fill="url(#ig)" opacity=".6"/>` +
      g(`translate(${inset} ${inset}) scale(${scale})`, houseCheckGlyph(C.white, 8)),
    defs,
  );
}

export function ogSvg(): string {
  const W = 1200;
  const H = 630;
  const defs =
    linear(
      "bg",
      [
        [0, C.blue700],
        [1, C.blue950],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial("glow", [
      [0, C.blue400, 0.5],
      [1, C.blue400, 0],
    ]);
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
