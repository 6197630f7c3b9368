import { describe, expect, it } from "vitest";
import { MAX_PHOTOS_BYTES, photoFiles, photoListProblem, photoMessages } from "./photos";

const sized = (size: number) => ({ size });

describe("the photo list's rules", () => {
  it("allows none to five photos of 10 MB in all", () => {
    expect(photoListProblem([])).toBeUndefined();
    expect(photoListProblem(Array.from({ length: 5 }, () => sized(MAX_PHOTOS_BYTES / 5)))).toBeUndefined();
  });

  it("refuses a sixth photo, then more than 10 MB in all", () => {
    expect(photoListProblem(Array.from({ length: 6 }, () => sized(1)))).toBe(photoMessages.tooMany);
    expect(photoListProblem([sized(MAX_PHOTOS_BYTES), sized(1)])).toBe(photoMessages.tooBig);
  });

  it("reads one file, several, or an input left empty (one empty, nameless part) as a list", () => {
    const a = new File(["a"], "a.jpg");
    const b = new File(["b"], "b.jpg");
    expect(photoFiles(undefined)).toEqual([]);
    expect(photoFiles(new File([], ""))).toEqual([]);
    // The same empty part after a script re-encoded the form (the island's data request names it "blob").
    expect(photoFiles(new File([], "blob"))).toEqual([]);
    expect(photoFiles(a)).toEqual([a]);
    expect(photoFiles([a, "text", b])).toEqual([a, b]);
  });
});
