/**
 * A TypeScript source cut into code and string literals, with comments dropped: enough for a structure test to tell
 * `Request` the type from "Request a quote" the text, or a comment about cookies from a cookie being written. Not a
 * parser: a `/` after a value is division, anywhere else it opens a regular expression (skipped, as a comment is).
 */
export type Token = { kind: "code" | "string"; text: string };

const REGEX_BEFORE = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase|\bof|\bin)\s*$/;

export function tokensOf(source: string): Token[] {
  const tokens: Token[] = [];
  let code = "";
  const flushCode = () => {
    if (code) tokens.push({ kind: "code", text: code });
    code = "";
  };
  // Open template literals: a `${` inside one is code until its matching `}`.
  const templates: number[] = [];
  let braces = 0;
  let i = 0;
  const readTemplateText = () => {
    let text = "";
    while (i < source.length) {
      const c = source[i]!;
      if (c === "\\") {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (c === "`") {
        i++;
        templates.pop();
        break;
      } else if (c === "$" && source[i + 1] === "{") {
        i += 2;
        braces++;
        break;
      } else {
        text += c;
        i++;
      }
    }
    tokens.push({ kind: "string", text });
  };
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (c === '"' || c === "'") {
      flushCode();
      let text = "";
      i++;
      while (i < source.length && source[i] !== c && source[i] !== "\n") {
        text += source[i] === "\\" ? source.slice(i, i + 2) : source[i];
        i += source[i] === "\\" ? 2 : 1;
      }
      i++;
      tokens.push({ kind: "string", text });
    } else if (c === "`") {
      flushCode();
      i++;
      templates.push(braces);
      readTemplateText();
    } else if (c === "}" && templates.length > 0 && braces === templates.at(-1)! + 1) {
      flushCode();
      braces--;
      i++;
      readTemplateText();
    } else if (c === "/" && REGEX_BEFORE.test(code)) {
      // A regular expression: skipped whole (a pattern names no global), its flags stay as code.
      let inClass = false;
      i++;
      while (i < source.length && source[i] !== "\n" && (inClass || source[i] !== "/")) {
        if (source[i] === "\\") i++;
        else if (source[i] === "[") inClass = true;
        else if (source[i] === "]") inClass = false;
        i++;
      }
      i++;
      code += "/re/";
    } else {
      if (c === "{") braces++;
      else if (c === "}") braces--;
      code += c;
      i++;
    }
  }
  flushCode();
  return tokens;
}
