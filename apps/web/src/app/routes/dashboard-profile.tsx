export function meta() {
  return [{ title: "Profile · Outsmart" }];
}

export default function ProfilePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
    </main>
  );
}
