import { paths } from "@outsmart/contracts/routes";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { formatRelativeTime } from "~/lib/i18n/format";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useRecentGenerations } from "../api/get-generations";
import { activityTime, toolName } from "../lib/format";
import { useNow } from "../lib/use-now";
import { GenerationKindIcon } from "./generation-kind-icon";

const RECENT_COUNT = 5;

/** The last five generations with the seed's relative times (in Bangla: "৫ মিনিট আগে"), or the seed's empty state. */
export function RecentActivity() {
  const recent = useRecentGenerations(RECENT_COUNT);
  const now = useNow();
  const { language, m } = useInterfaceLanguage();
  if (recent.isPending)
    return (
      <ul aria-busy="true" aria-label={m.loadingActivity} className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-12 w-full" />
          </li>
        ))}
      </ul>
    );
  if (recent.isError) return <Alert tone="error">{m.activityError}</Alert>;
  const items = recent.data.items;
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <Sparkles aria-hidden="true" className="size-8 text-brand-400" />
        <p className="text-slate-600">{m.noActivity}</p>
        <Link to={paths.tool("ai-caption-generator")} className={buttonVariants({ size: "sm" })}>
          {m.tryCaptions}
        </Link>
      </div>
    );
  return (
    <ul className="divide-y divide-slate-100" data-testid="recent-activity">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 py-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <GenerationKindIcon slug={item.toolSlug} className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900" lang="en">
              {toolName(item.toolSlug)}
            </p>
            <p className="text-xs text-slate-600">
              <time dateTime={item.createdAt}>
                {language === "en"
                  ? activityTime(item.createdAt, now)
                  : formatRelativeTime(new Date(item.createdAt), now, language)}
              </time>
            </p>
          </div>
          <Link
            to={paths.history}
            className={buttonVariants({ variant: "ghost", size: "sm" })}
            aria-label={m.viewInHistory(toolName(item.toolSlug))}
          >
            {m.view}
          </Link>
        </li>
      ))}
    </ul>
  );
}
