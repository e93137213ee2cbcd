import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { toast } from "sonner";
import { Toaster } from "~/components/ui/toaster";
import { takeFlashMessage } from "~/lib/flash-message";
import { createQueryClient } from "~/lib/query-client";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
      <FlashToast />
    </QueryClientProvider>
  );
}

/** Shows a message left by the previous page (after the toaster above has mounted). */
function FlashToast() {
  useEffect(() => {
    const message = takeFlashMessage();
    if (message) toast.success(message);
  }, []);
  return null;
}
