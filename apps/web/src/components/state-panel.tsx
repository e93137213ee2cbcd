import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

/** A page-sized message in a card: an icon, a heading and what to do (the tool page's states). */
export function StatePanel({
  icon,
  title,
  children,
  role,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  role?: "alert";
}) {
  return (
    <Card
      className="mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-12 text-center"
      role={role}
    >
      {icon}
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {children}
    </Card>
  );
}
