import { paths } from "@outsmart/contracts/routes";
import { Link } from "react-router";
import { BrandLogo } from "~/components/brand-logo";
import { buttonVariants } from "~/components/ui/button";

export function meta() {
  return [
    { title: "Outsmart · Grow Smarter, Not Harder" },
    {
      name: "description",
      content:
        "AI tools that write captions, ads, emails, blog posts and campaign plans for marketers.",
    },
  ];
}

export default function LandingPage() {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <BrandLogo />
        <nav className="flex items-center gap-3">
          <Link to={paths.auth} className={buttonVariants({ variant: "ghost" })}>
            Login
          </Link>
          <Link to={paths.auth} className={buttonVariants({ variant: "primary" })}>
            Start for Free
          </Link>
        </nav>
      </header>
      <main className="mx-auto max-w-4xl px-6 py-24 text-center">
        <p className="font-semibold text-brand-700">Grow Smarter, Not Harder</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          Don&apos;t Just Run Ads. Outsmart the Competition.
        </h1>
        <div className="mt-10 flex justify-center">
          <Link to={paths.auth} className={buttonVariants({ variant: "primary", size: "lg" })}>
            Start Winning
          </Link>
        </div>
      </main>
    </div>
  );
}
