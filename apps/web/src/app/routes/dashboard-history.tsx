export function meta() {
  return [{ title: "Generation History · Outsmart" }];
}

export default function HistoryPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Generation History</h1>
    </main>
  );
}
