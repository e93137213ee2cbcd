/** The avatar button's look, shared by the light button and the loaded menu's trigger. */
export const userMenuButtonClass =
  "rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
