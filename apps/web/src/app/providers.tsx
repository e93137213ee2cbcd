import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";
import { ToastHost } from "~/components/ui/toast-host";
import { takeFlashMessage } from "~/lib/flash-message";
import { createQueryClient } from "~/lib/query-client";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
      <FlashToast />
    </QueryClientProvider>
  );
}

/** Shows a message left by the previous page (the toast waits for the toaster to mount). */
function FlashToast() {
  useEffect(() => {
    const message = takeFlashMessage();
    if (message) toast.success(message);
  }, []);
  return null;
}
