import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformOptions } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW = `${PRELOAD} fetchpriority="low"`;

/**
 * Rewrites every `<link rel="modulepreload"` of a streamed HTML document to
 * carry `fetchpriority="low"`.
 *
 * React Router lists a hydrating page's modules (35–45 files) as modulepreload
 * links, which React hoists into <head>; Chrome fetches them at high
 * priority, alongside the stylesheet and the LCP image. On a phone's
 * connection they then compete with the only requests the first paint needs:
 * on a 2-CPU machine Lighthouse's mobile simulation counted all of them
 * before the first paint (FCP and LCP 2.6–3.3 s on the forms and calculators,
 * against 0.9–1.1 s on the pages without JavaScript). At low priority they
 * still start at once and are cached before the module script asks for them;
 * the page just paints first and hydrates right after. <Scripts> has no prop
 * for it, so the document is rewritten as it streams out.
 */
export function lowPriorityModulePreloads(options: Pick<TransformOptions, "final"> = {}): Transform {
  const decoder = new StringDecoder("utf8");
  // The end of the previous chunk that could be the start of a split `<link rel="modulepreload"`.
  let carry = "";
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW);
  return new Transform({
    ...options,
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const keep = partialMatchLength(text);
      carry = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}

/** How many characters at the end of `text` are a proper prefix of PRELOAD (0 when none). */
function partialMatchLength(text: string): number {
  for (let n = Math.min(PRELOAD.length - 1, text.length); n > 0; n--) {
    if (PRELOAD.startsWith(text.slice(text.length - n))) return n;
  }
  return 0;
}
