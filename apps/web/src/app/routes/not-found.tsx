import { paths } from "@outsmart/contracts/routes";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { BrandLogo } from "~/components/brand-logo";

export function meta() {
  return [{ title: "Page not found · Outsmart" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="px-6 py-5">
        <BrandLogo />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 pb-24 text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-brand-700">404</h1>
        <p className="text-xl text-slate-700">Oops! Page not found</p>
        <Link to={paths.home} className={buttonVariants({ variant: "primary", size: "lg" })}>
          Return to Home
        </Link>
      </main>
    </div>
  );
}
