import { Fragment } from "react";
import type { Block } from "~/content/blocks";

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Text with [label](/path) links; only site paths, mailto: and tel: become links. Plain anchors, not the
 * router's <Link>: forms that run as islands (no router) show this text too.
 */
export function RichText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label, href] = match;
    const index = match.index ?? 0;
    parts.push(text.slice(last, index));
    if (href?.startsWith("/") || href?.startsWith("mailto:") || href?.startsWith("tel:")) {
      parts.push(
        <a key={index} href={href} className="font-medium text-primary underline underline-offset-2">
          {label}
        </a>,
      );
    } else {
      parts.push(label);
    }
    last = index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}

/** Renders article and policy text. Headings start at h2: the page owns the h1. */
export function ContentBlocks({ blocks, headingOffset = 0 }: { blocks: readonly Block[]; headingOffset?: 0 | 1 }) {
  return (
    <div className="space-y-5 text-base leading-7 text-foreground/90">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "p":
            return (
              <p key={i}>
                <RichText text={block.text} />
              </p>
            );
          case "h2": {
            const H = headingOffset ? "h3" : "h2";
            return (
              <H key={i} className="pt-4 text-2xl font-bold tracking-tight text-foreground">
                {block.text}
              </H>
            );
          }
          case "h3": {
            const H = headingOffset ? "h4" : "h3";
            return (
              <H key={i} className="pt-2 text-xl font-semibold text-foreground">
                {block.text}
              </H>
            );
          }
          case "ul":
          case "ol": {
            const L = block.type;
            return (
              <L key={i} className={block.type === "ul" ? "list-disc space-y-2 pl-6" : "list-decimal space-y-2 pl-6"}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <RichText text={item} />
                  </li>
                ))}
              </L>
            );
          }
          case "callout":
            return (
              <aside key={i} className="rounded-lg border-l-4 border-primary bg-secondary/50 p-5">
                <p className="font-semibold text-foreground">{block.title}</p>
                <p className="mt-1">
                  <RichText text={block.text} />
                </p>
              </aside>
            );
        }
      })}
    </div>
  );
}
