import { icon } from "./icons";

// The pricing page's Easy Payment block (Lucide's shapes, ISC licence), apart from the shared
// icons so the landing page does not load them.
export const BadgeCheckIcon = icon(
  "M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z",
  "m16 9-5.5 5.5L8 12",
);
export const ZapIcon = icon(
  "M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z",
);
export const ShieldCheckIcon = icon(
  "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
  "m9 12 2 2 4-4",
);
export const LifeBuoyIcon = icon(
  "M22 12a10 10 0 1 1-20 0 10 10 0 1 1 20 0",
  "m4.93 4.93 4.24 4.24",
  "m14.83 9.17 4.24-4.24",
  "m14.83 14.83 4.24 4.24",
  "m9.17 14.83-4.24 4.24",
  "M16 12a4 4 0 1 1-8 0 4 4 0 1 1 8 0",
);
