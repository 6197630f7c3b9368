import { it } from "vitest";
import { calculatorList } from "./index.ts";
import { allOptionCombinations } from "./test-helpers.ts";
it("show", () => {
  for (const def of calculatorList) {
    const q = def.questions.find((x) => x.type === "number");
    for (const combo of allOptionCombinations(def).filter((_, i) => i % 97 === 3).slice(0, 2)) {
      const raw = q ? { ...combo, [q.id]: "1500" } : combo;
      const { chart, ...r } = def.estimate(raw as never);
      console.log(JSON.stringify(r, null, 1));
    }
  }
});
