export function meta() {
  return [{ title: "Contact · Outsmart" }];
}

export default function ContactPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
    </main>
  );
}
