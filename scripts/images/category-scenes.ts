/** The six category illustrations (800×500), one per calculator category. */
import { C } from "./palette.ts";
import {
  ladder,
  hammer,
  wrench,
  bolt,
  drop,
  snowflake,
  flame,
  badge,
  acUnit,
  toolbox,
  hardHat,
  paintRoller,
  evCharger,
  waterHeater,
  faucet,
  pipeRun,
} from "./props.ts";
import { cloud, sun, tree, shrub, house, solarPanel, roofPanels, utilityPole, groundBase, skyDefs } from "./scenery.ts";
import { svgDoc, g } from "./svg.ts";

export const CW = 800;
export const CH = 500;
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
  const rays = `<path d="M600 150 L470 210 M620 170 L560 240" stroke="${C.amber300}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  const body = hs.svg + array(520) + rays + badge(690, 300, 30, C.leaf, bolt(0.5, C.white)) + shrub(470, GY + 6, 0.9) + tree(60, GY + 4, 1.0);
  return categoryFrame(body, hs.defs, [620, 120, 52]);
}

function sceneHvac(): string {
  const hs = house({ id: "h", x: 90, y: 256, w: 320, h: 164, roofH: 110, chimney: true, shingles: true });
  const airflow =
    `<g fill="none" stroke="${C.blue300}" stroke-width="6" stroke-linecap="round">` +
    `<path d="M500 236 C 530 210, 560 250, 590 222 S 650 200, 680 226"/>` +
    `<path d="M520 206 C 550 180, 580 220, 610 192 S 660 176, 690 196" opacity=".6"/></g>`;
  const badges = badge(560, 130, 40, C.blue600, snowflake(0.9)) + badge(680, 130, 40, C.amber500, flame(0.85));
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

export const categoryScenes: Record<string, () => string> = {
  roofing: sceneRoofing,
  solar: sceneSolar,
  hvac: sceneHvac,
  "home-improvement": sceneHomeImprovement,
  electrical: sceneElectrical,
  plumbing: scenePlumbing,
};
