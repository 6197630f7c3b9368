/** README.md's benchmark commands but the quick `npm run bench`, run as written (readme-bench-commands.ts). */
import { describe } from "vitest";
import { benchCommandChecks, benchWorkFolder } from "./readme-bench-commands";

describe("README.md's benchmark commands, run as written", () => {
  benchCommandChecks(benchWorkFolder());
});
