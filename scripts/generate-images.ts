/**
 * Generates every raster image the site uses, locally, at build time, so that no
 * page ever requests an image from another host.
 *
 *   node scripts/generate-images.ts            # skips outputs newer than the scripts and content they use
 *   node scripts/generate-images.ts --force    # regenerates everything
 *
 * Output (git-ignored build output): public/img/generated/
 *   avatars/<seed>.webp                96×96    DiceBear "notionists" (CC0 1.0)
 *   categories/<slug>.webp|.avif       800×500  hand-written flat SVG scenes
 *   blog/<slug>.webp|.avif             1200×630 parameterised covers
 *   hero.webp|.avif                    1200×900
 *   …and each of these three also at smaller widths, e.g. hero-480.avif and
 *   hero-800.webp (app/content/image-variants.ts lists the widths, and why).
 *   og-default.png                     1200×630
 *   icon-192.png, icon-512.png, icon-maskable-192.png, icon-maskable-512.png, apple-touch-icon.png
 *
 * The drawings live in scripts/images/ (palette, SVG helpers, scenery, props, the
 * scenes, covers and brand images, and the render plumbing); this file lists the jobs.
 */
import { mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAvatar } from "@dicebear/core";
import { notionists } from "@dicebear/collection";
import { categories } from "../app/content/categories.ts";
import { type ImageFamily, imageFamilies, variantHeight, variantPath } from "../app/content/image-variants.ts";
import { blogArticles } from "../app/content/blog/meta.ts";
import { testimonials } from "../app/content/marketing.ts";
import { blogCover } from "./images/blog-covers.ts";
import { heroSvg, iconSvg, ogSvg } from "./images/brand.ts";
import { CH, CW, categoryScenes } from "./images/category-scenes.ts";
import { type Job, pool, pruneStale, runJob } from "./images/render.ts";

const SCRIPT_PATH = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SCRIPT_PATH), "..");
const IMAGES_DIR = path.join(ROOT, "scripts", "images");
const OUT = path.join(ROOT, "public", "img", "generated");
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

const SEED_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * One responsive image: every width of its family (app/content/image-variants.ts),
 * each as WebP and AVIF. `file` is the full-size .webp; smaller widths scale the same SVG.
 */
function responsiveJobs(file: string, family: ImageFamily, svg: () => string, quality: { webp: number; avif: number }, budget?: number): Job[] {
  return family.widths.flatMap((width) => {
    const base = { width, height: variantHeight(family, width), svg, budget, scaled: width !== family.width };
    const webp = variantPath(file, family, width);
    return [
      { ...base, file: webp, format: "webp" as const, quality: quality.webp },
      { ...base, file: webp.replace(/\.webp$/, ".avif"), format: "avif" as const, quality: quality.avif },
    ];
  });
}

/** The marketing testimonials' avatar seeds: each needs its avatar generated. */
function marketingSeeds(): string[] {
  return testimonials.map((t) => t.avatarSeed);
}

/** Every file under scripts/images/, listed at run time so a newly added drawing module counts too. */
async function drawingModules(): Promise<string[]> {
  const entries = await readdir(IMAGES_DIR, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function main(): Promise<void> {
  const started = performance.now();
  // Outputs older than these scripts (this one and every drawing module) or the content
  // they read are regenerated.
  const inputs = [
    SCRIPT_PATH,
    ...(await drawingModules()),
    path.join(ROOT, "app/content/categories.ts"),
    path.join(ROOT, "app/content/blog/meta.ts"),
    path.join(ROOT, "app/content/image-variants.ts"),
  ];
  const sourceMtime = Math.max(...(await Promise.all(inputs.map(async (f) => (await stat(f)).mtimeMs))));
  const config = JSON.parse(AVATAR_CONFIG_JSON) as { style: string; size: number; seeds: string[]; backgroundColor: string[] };

  // --- avatars -------------------------------------------------------------
  const extraSeeds = marketingSeeds();
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
  if (CW !== imageFamilies.category.width || CH !== imageFamilies.category.height) {
    throw new Error(`category scenes are drawn at ${CW}×${CH}; app/content/image-variants.ts says otherwise`);
  }
  for (const cat of categories) {
    const scene = categoryScenes[cat.slug];
    if (!scene) throw new Error(`no illustration defined for category "${cat.slug}"`);
    jobs.push(...responsiveJobs(`categories/${cat.slug}.webp`, imageFamilies.category, scene, { webp: 70, avif: 50 }, CATEGORY_BUDGET));
  }

  // --- blog covers -----------------------------------------------------------
  for (const a of blogArticles) {
    if (!SEED_RE.test(a.slug)) throw new Error(`unexpected blog slug ${JSON.stringify(a.slug)}`);
    const svg = () => blogCover(a.slug, a.category);
    jobs.push(...responsiveJobs(`blog/${a.slug}.webp`, imageFamilies.blogCover, svg, { webp: 70, avif: 50 }));
  }

  // --- hero, OG, icons ---------------------------------------------------------
  jobs.push(...responsiveJobs("hero.webp", imageFamilies.hero, heroSvg, { webp: 72, avif: 50 }));
  jobs.push({ file: "og-default.png", width: 1200, height: 630, format: "png", svg: ogSvg });
  jobs.push({ file: "icon-192.png", width: 192, height: 192, format: "png", svg: () => iconSvg(192, true) });
  jobs.push({ file: "icon-512.png", width: 512, height: 512, format: "png", svg: () => iconSvg(512, true) });
  // The contractor app's maskable icons (app/pwa/manifests.ts): full bleed, the glyph well inside the safe circle.
  jobs.push({ file: "icon-maskable-192.png", width: 192, height: 192, format: "png", svg: () => iconSvg(192, false, 0.27) });
  jobs.push({ file: "icon-maskable-512.png", width: 512, height: 512, format: "png", svg: () => iconSvg(512, false, 0.27) });
  // iOS rounds the corners itself and fills transparency with black: full-bleed square.
  jobs.push({ file: "apple-touch-icon.png", width: 180, height: 180, format: "png", svg: () => iconSvg(180, false) });

  await mkdir(OUT, { recursive: true });
  const results = await pool(jobs, 2, (job) => runJob(job, { outDir: OUT, sourceMtime, force: FORCE }));

  const keep = new Set(jobs.map((j) => j.file));
  for (const dir of ["avatars", "categories", "blog"]) await pruneStale(OUT, dir, keep);

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
