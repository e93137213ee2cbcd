import type { Route } from "./+types/tool";

export function meta() {
  return [{ title: "AI tool · Outsmart" }];
}

export default function ToolPage({ params }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{params.slug}</h1>
    </main>
  );
}
