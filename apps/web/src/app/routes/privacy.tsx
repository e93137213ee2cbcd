export function meta() {
  return [{ title: "Privacy Policy · Outsmart" }];
}

export default function PrivacyPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Privacy Policy</h1>
    </main>
  );
}
