import { BrandLogo } from "~/components/brand-logo";

export function meta() {
  return [{ title: "Sign in · Outsmart" }];
}

export default function AuthPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-6">
      <BrandLogo />
      <h1 className="text-2xl font-bold">Sign In</h1>
      <p className="text-slate-600">Welcome back to Outsmart</p>
    </main>
  );
}
