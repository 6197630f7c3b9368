import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";

/**
 * A secret shown for copying: a read-only field (select it and copy, which
 * works without JavaScript) and a Copy button where JavaScript runs.
 */
export function CopyField({ id, label, value, testId }: { id: string; label: string; value: string; testId?: string }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          autoComplete="off"
          data-testid={testId}
          fieldSize="sm"
          className="min-w-0 flex-1 font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button data-js-only type="button" variant="outline" onClick={() => void copy()} aria-describedby={`${id}-copy-status`}>
          {copied === "yes" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy
        </Button>
      </div>
      <p id={`${id}-copy-status`} role="status" className="min-h-5 text-xs text-muted-foreground">
        {copied === "yes" ? "Copied to the clipboard." : copied === "failed" ? "Could not copy: select the text and copy it yourself." : ""}
      </p>
    </div>
  );
}
