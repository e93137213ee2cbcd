import { paths } from "@outsmart/contracts/routes";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { SiteFooter } from "~/features/site/components/site-footer";
import { SiteHeader } from "~/features/site/components/site-header";
import { footerEn } from "~/features/site/i18n/footer-en";
import { siteEn } from "~/features/site/i18n/site-en";

export function meta() {
  return [{ title: "Page not found · Outsmart" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader m={siteEn} page="/" />
      <main className="flex flex-1 flex-col items-center justify-center gap-4 bg-gradient-to-b from-brand-50 to-white px-6 pt-32 pb-24 text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-brand-700">404</h1>
        <p className="text-xl text-slate-700">Oops! Page not found</p>
        <p className="max-w-md text-slate-600">
          The page you are looking for does not exist or has moved.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.home} className={buttonVariants({ variant: "primary", size: "lg" })}>
            Return to Home
          </Link>
          <Link to={paths.pricing} className={buttonVariants({ variant: "outline", size: "lg" })}>
            See pricing
          </Link>
        </div>
      </main>
      <SiteFooter m={footerEn} />
    </div>
  );
}
