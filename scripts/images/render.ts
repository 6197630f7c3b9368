/** Job plumbing: rasterises SVGs with sharp, skips fresh outputs and removes stale ones. */
import { mkdir, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

type Format = "webp" | "avif" | "png";
export type Job = {
  /** Path relative to the output directory. */
  file: string;
  width: number;
  height: number;
  format: Format;
  quality?: number;
  /** Builds the SVG (lazily, so skipped jobs cost nothing). */
  svg: () => string;
  /** Rasterise at a larger size and downscale (used for small avatars). */
  supersample?: number;
  /** The SVG is drawn larger than width×height (a smaller variant of a responsive image): scale it down. */
  scaled?: boolean;
  budget?: number;
};

type Result = { file: string; width: number; height: number; bytes: number; status: "written" | "skipped" };

/** Where outputs go, and when one counts as fresh (newer than every input, unless forced). */
export type RunOptions = { outDir: string; sourceMtime: number; force: boolean };

async function isFresh(target: string, { sourceMtime, force }: RunOptions): Promise<boolean> {
  if (force) return false;
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
  if ((job.supersample && job.supersample !== 1) || job.scaled) img = img.resize(job.width, job.height);
  switch (job.format) {
    case "webp":
      return img.webp({ quality: job.quality ?? 75, effort: 5, smartSubsample: true }).toBuffer();
    case "avif":
      return img.avif({ quality: job.quality ?? 50, effort: 3 }).toBuffer();
    case "png":
      return img.png({ compressionLevel: 9, palette: job.width <= 192, quality: 90, effort: 8 }).toBuffer();
  }
}

export async function runJob(job: Job, options: RunOptions): Promise<Result> {
  const target = path.join(options.outDir, job.file);
  let status: Result["status"] = "skipped";
  if (!(await isFresh(target, options))) {
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

export async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
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

export async function pruneStale(outDir: string, dir: string, keep: Set<string>): Promise<void> {
  let names: string[];
  try {
    names = await readdir(path.join(outDir, dir));
  } catch {
    return;
  }
  for (const name of names) {
    const rel = `${dir}/${name}`;
    if (!keep.has(rel)) {
      await unlink(path.join(outDir, rel));
      console.log(`  removed stale ${rel}`);
    }
  }
}
