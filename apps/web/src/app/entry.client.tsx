import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry, with StrictMode in development only: it does nothing in a
// production build but its name, which every page's JavaScript budget would carry.
startTransition(() => {
  hydrateRoot(
    document,
    import.meta.env.DEV ? (
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    ) : (
      <HydratedRouter />
    ),
  );
});
