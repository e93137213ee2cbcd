export function meta() {
  return [{ title: "Terms of Service · Outsmart" }];
}

export default function TermsPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Terms of Service</h1>
    </main>
  );
}
