/** The toggletip's 24 px "i" button, shared by the light button and the loaded popover's trigger. */
export const toggletipButtonClass =
  "inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
