import { AccountPanel } from "~/features/account/components/account-panel";

export function meta() {
  return [{ title: "Profile · Outsmart" }];
}

export default function ProfilePage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Profile</h1>
      <AccountPanel />
    </main>
  );
}
