/**
 * Show a toast. Goes through sonner's module lazily, the same instance the
 * lazily mounted <Toaster /> uses, so pages that never toast never load it.
 */
type ToastOptions = { description?: string; variant?: "default" | "success" | "destructive" };

export async function showToast(title: string, options: ToastOptions = {}): Promise<void> {
  const { toast } = await import("sonner");
  const { description, variant = "default" } = options;
  if (variant === "destructive") toast.error(title, { description });
  else if (variant === "success") toast.success(title, { description });
  else toast(title, { description });
}
