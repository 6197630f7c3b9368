import { describe, expect, it } from "vitest";
import { markdownToHtml, renderDescriptions } from "./markdown.server";

describe("Markdown of our own texts", () => {
  it("renders inline code, emphasis and links; one paragraph comes without its <p>", () => {
    expect(markdownToHtml("Send `Idempotency-Key` with *every* write.")).toBe("Send <code>Idempotency-Key</code> with <em>every</em> write.");
    expect(markdownToHtml("See [the guide](https://example.com/guide).")).toBe('See <a href="https://example.com/guide">the guide</a>.');
  });

  it("keeps blocks: paragraphs, lists and fenced code", () => {
    const html = markdownToHtml('One.\n\nTwo:\n\n- a\n- b\n\n```json\n{"a": 1}\n```');
    expect(html).toContain("<p>One.</p>");
    expect(html).toContain("<ul>\n<li>a</li>");
    expect(html).toContain('<pre><code class="language-json">{&quot;a&quot;: 1}\n</code></pre>');
  });

  it("escapes raw HTML and refuses script links", () => {
    expect(markdownToHtml('<img src=x onerror="alert(1)"> `<b>`')).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <code>&lt;b&gt;</code>");
    expect(markdownToHtml("[x](javascript:alert(1))")).not.toContain("href");
  });

  it("collects every description and summary of a document, once per text", () => {
    const found = renderDescriptions({
      info: { summary: "The `v1` API" },
      paths: [{ description: "Uses `GET`" }, { description: "Uses `GET`", title: "`not me`" }],
    });
    expect(found).toEqual({ "The `v1` API": "The <code>v1</code> API", "Uses `GET`": "Uses <code>GET</code>" });
  });
});
