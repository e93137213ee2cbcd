export function meta() {
  return [{ title: "Dashboard · Outsmart" }];
}

export default function DashboardHomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
    </main>
  );
}
