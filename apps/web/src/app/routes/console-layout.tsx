import { Outlet } from "react-router";
import { ConsoleNav, OperatorsOnly } from "~/features/console/components/console-frame";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useSession } from "~/lib/session";

/**
 * The operator console's frame (docs/operator-console.md, "Web console"): its own route modules,
 * loaded only when /console is opened, inside the dashboard shell. Someone who is not an operator
 * sees the refusal, and the server answers 403 to them anyway.
 */
export default function ConsoleLayout() {
  const session = useSession();
  const t = consoleCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  if (!session.data?.user.operator) return <OperatorsOnly />;
  return (
    <main
      lang={language}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
    >
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t.title}</h1>
        <ConsoleNav />
      </div>
      <Outlet />
    </main>
  );
}
