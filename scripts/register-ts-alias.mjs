// `node --experimental-transform-types --import <this>`: lets a plain Node process (npm run seed:scale, the
// concurrency test's buyer processes) load the app's TypeScript by resolving `~/` to app/ and extensionless
// relative imports to .ts files.
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

registerHooks({
  resolve(specifier, context, next) {
    let spec = specifier;
    if (spec.startsWith("~/")) spec = pathToFileURL(path.join(root, "app", spec.slice(2))).href;
    const relative = spec.startsWith("./") || spec.startsWith("../") || spec.startsWith("file:");
    if (relative && context.parentURL && !/\.(?:[cm]?[jt]sx?|json)$/.test(spec)) {
      const base = spec.startsWith("file:") ? fileURLToPath(spec) : path.resolve(path.dirname(fileURLToPath(context.parentURL)), spec);
      for (const ext of [".ts", ".tsx", "/index.ts"]) {
        if (existsSync(base + ext)) return next(pathToFileURL(base + ext).href, context);
      }
    }
    return next(spec, context);
  },
});
