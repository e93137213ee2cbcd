export function meta() {
  return [{ title: "Pricing · Outsmart" }];
}

export default function PricingPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Choose Your AI Power</h1>
    </main>
  );
}
