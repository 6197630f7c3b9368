/** Blog covers (1200×630): a seeded background per slug and a motif per article category. */
import { C } from "./palette.ts";
import { ladder, hammer, wrench, bolt, drop, snowflake, check, badge, acUnit, hardHat, faucet } from "./props.ts";
import { sun, windowEl, door, house, solarPanel } from "./scenery.ts";
import { hashString, mulberry32, hslToHex, r1, svgDoc, linear, radial, g, sealPath, starPath } from "./svg.ts";

export function motifHouse(id: string): { svg: string; defs: string } {
  const hs = house({ id, x: -150, y: -30, w: 300, h: 170, roofH: 110, shingles: true, chimney: true });
  return { svg: hs.svg, defs: hs.defs };
}

function motifInsurance(): string {
  let canopy = `<path d="M-170 -10 A170 160 0 0 1 170 -10`;
  for (let i = 0; i < 4; i++) canopy += ` a42.5 26 0 0 0 -85 0`;
  canopy += `Z" fill="${C.amber400}"/>`;
  const gores = `<path d="M0 -170 C -40 -120 -48 -60 -42.5 -10 a42.5 26 0 0 0 85 0 C 48 -60 40 -120 0 -170Z" fill="${C.amber300}"/>`;
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
  const shield = g(
    "translate(120 130)",
    `<path d="M0 -52 L44 -36 V2 C44 30 24 48 0 58 C -24 48 -44 30 -44 2 V-36Z" fill="${C.leaf}" stroke="${C.white}" stroke-width="6"/>` +
      check(1.1, C.white, 8),
  );
  return rain + canopy + gores + `<rect x="-4" y="-196" width="8" height="30" rx="4" fill="${C.slate800}"/>` + home + shield;
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
    tile(
      32,
      40,
      C.slate200,
      `<rect x="-10" y="-4" width="20" height="16" rx="3" fill="${C.slate600}"/><path d="M-6 -4 V-10 A6 6 0 0 1 6 -10 V-4" fill="none" stroke="${C.slate600}" stroke-width="4"/>`,
    ) +
    `<rect x="-86" y="110" width="172" height="14" rx="7" fill="${C.slate200}"/><rect x="-86" y="134" width="110" height="14" rx="7" fill="${C.slate200}"/>`;
  const wifi = g(
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
  const calc = g(
    "translate(110 70)",
    `<rect x="-70" y="-100" width="140" height="200" rx="18" fill="${C.slate900}"/>` +
      `<rect x="-54" y="-84" width="108" height="42" rx="8" fill="${C.blue200}"/>` +
      `<rect x="-10" y="-72" width="50" height="16" rx="4" fill="${C.blue700}"/>` +
      [0, 1, 2]
        .map((r) =>
          [0, 1, 2]
            .map((c) => `<rect x="${-54 + c * 38}" y="${-28 + r * 40}" width="30" height="30" rx="8" fill="${c === 2 && r === 2 ? C.amber500 : C.slate700}"/>`)
            .join(""),
        )
        .join(""),
  );
  const coins = g(
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
    `<path d="${sealPath(58, 14, 0.13)}" fill="${C.leaf}" stroke="${C.white}" stroke-width="5" stroke-linejoin="round"/>` + check(1.25, C.white, 9),
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
  const leaf = g(
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
    badge(
      200,
      40,
      40,
      C.white,
      `<circle r="26" fill="none" stroke="${C.slate200}" stroke-width="8"/><circle r="26" fill="none" stroke="${C.amber500}" stroke-width="8" stroke-dasharray="90 200" transform="rotate(120)" stroke-linecap="round"/><circle r="6" fill="${C.slate700}"/>`,
      C.blue100,
    )
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
    [1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<line x1="${-220 + i * 55}" y1="-60" x2="${-220 + i * 55}" y2="${cy}" stroke="${C.blue100}" stroke-width="3"/>`)
      .join("") +
    `<line x1="-220" y1="-15" x2="220" y2="-15" stroke="${C.blue100}" stroke-width="3"/>` +
    // upper cabinets (left) + open shelf (right)
    `<rect x="-206" y="-156" width="82" height="86" rx="6" fill="${C.slate700}"/><rect x="-118" y="-156" width="82" height="86" rx="6" fill="${C.slate700}"/>` +
    `<rect x="-134" y="-100" width="6" height="20" rx="3" fill="${C.amber300}"/><rect x="-112" y="-100" width="6" height="20" rx="3" fill="${C.amber300}"/>` +
    `<rect x="60" y="-96" width="140" height="10" rx="4" fill="${C.slate700}"/>` +
    `<rect x="72" y="-126" width="22" height="30" rx="4" fill="${C.blue300}"/><rect x="100" y="-118" width="18" height="22" rx="4" fill="${C.amber300}"/><circle cx="160" cy="-112" r="16" fill="${C.leaf}"/>` +
    pendant(20) +
    // counter + lower cabinets
    `<rect x="-214" y="${cy + 18}" width="428" height="${floor - cy - 18}" fill="${C.blue700}"/>` +
    [-204, -126]
      .map(
        (x) =>
          `<rect x="${x}" y="${cy + 28}" width="70" height="${floor - cy - 38}" rx="6" fill="${C.blue600}"/><rect x="${x + 24}" y="${cy + 40}" width="22" height="6" rx="3" fill="${C.amber300}"/>`,
      )
      .join("") +
    // oven
    `<rect x="-46" y="${cy + 28}" width="100" height="${floor - cy - 38}" rx="6" fill="${C.slate800}"/>` +
    `<rect x="-34" y="${cy + 56}" width="76" height="52" rx="6" fill="${C.slate600}"/><rect x="-30" y="${cy + 38}" width="68" height="6" rx="3" fill="${C.slate400}"/>` +
    [64, 136]
      .map(
        (x) =>
          `<rect x="${x}" y="${cy + 28}" width="64" height="${floor - cy - 38}" rx="6" fill="${C.blue600}"/><rect x="${x + 21}" y="${cy + 40}" width="22" height="6" rx="3" fill="${C.amber300}"/>`,
      )
      .join("") +
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
    g(
      "translate(150 130)",
      `<rect x="-40" y="-60" width="80" height="120" rx="16" fill="${C.white}"/><rect x="-26" y="-44" width="52" height="40" rx="6" fill="${C.blue700}"/><circle cx="-10" cy="26" r="7" fill="${C.slate600}"/><circle cx="10" cy="26" r="7" fill="${C.slate600}"/>`,
    )
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

export function blogCover(slug: string, category: string): string {
  const W = 1200;
  const H = 630;
  const rnd = mulberry32(hashString(slug));
  const hue = 208 + rnd() * 22; // sky-blue .. indigo-blue
  const c1 = hslToHex(hue, 78, 50);
  const c2 = hslToHex(hue + 8 + rnd() * 14, 72, 26);
  const c3 = hslToHex(hue - 10, 90, 66);
  const flip = rnd() < 0.5;
  const defs =
    linear(
      "bg",
      [
        [0, c1],
        [1, c2],
      ],
      flip ? 1 : 0,
      0,
      flip ? 0 : 1,
      1,
    ) +
    radial("glow", [
      [0, c3, 0.55],
      [1, c3, 0],
    ]);
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
  for (let i = 0; i < 6; i++) for (let j = 0; j < 5; j++) deco += `<circle cx="${dx + i * 34}" cy="${dy + j * 30}" r="4" fill="${C.white}" opacity=".18"/>`;
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
