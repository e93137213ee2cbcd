import { paths } from "@outsmart/contracts/routes";
import { sidebarCategories } from "@outsmart/contracts/tool-catalogue";
import { ChevronDown, LayoutDashboard, LayoutTemplate, Palette } from "lucide-react";
import { NavLink } from "react-router";
import { BrandLogo } from "~/components/brand-logo";
import { ToolIcon } from "~/components/tool-icon";
import { cn } from "~/lib/cn";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useOpenCategories } from "./sidebar-state";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-9 items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
    isActive
      ? "bg-brand-50 font-semibold text-brand-800"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/**
 * The dashboard's navigation (256 px): the Dashboard link and the catalogue's collapsible
 * categories (every usable tool, `sidebarCategories`), open state remembered in the browser. The active route is highlighted and marked
 * `aria-current="page"`. `onNavigate` lets the mobile sheet close when a link is chosen.
 */
export function DashboardSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { isOpen, toggle } = useOpenCategories();
  const { language, m } = useInterfaceLanguage();
  return (
    <div className="flex h-full flex-col" lang={language}>
      <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-4">
        <BrandLogo />
      </div>
      <nav aria-label={m.dashboardNav} className="flex-1 overflow-y-auto px-3 py-4">
        <NavLink to={paths.dashboard} end className={itemClass} onClick={onNavigate}>
          <LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />
          {m.dashboard}
        </NavLink>
        <NavLink to={paths.brands} className={itemClass} onClick={onNavigate}>
          <Palette aria-hidden="true" className="size-4 shrink-0" />
          {m.brandKits}
        </NavLink>
        <NavLink to={paths.templates} className={itemClass} onClick={onNavigate}>
          <LayoutTemplate aria-hidden="true" className="size-4 shrink-0" />
          {m.templates}
        </NavLink>
        <ul className="mt-4 flex flex-col gap-1">
          {sidebarCategories.map((category) => {
            const open = isOpen(category.id);
            const listId = `sidebar-category-${category.id}`;
            return (
              <li key={category.id}>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => toggle(category.id)}
                  className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                >
                  {m.categories[category.id]}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn("size-4 transition-transform", open ? "" : "-rotate-90")}
                  />
                </button>
                <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-0.5">
                  {category.tools.map((tool) => (
                    <li key={tool.slug}>
                      <NavLink
                        to={paths.tool(tool.slug)}
                        className={itemClass}
                        onClick={onNavigate}
                      >
                        <ToolIcon name={tool.icon} className="size-4 shrink-0" />
                        {/* Names wrap rather than being cut ("Image Ge…" at 1280 px; issue 14). */}
                        <span className="min-w-0 flex-1 leading-snug break-words" lang="en">
                          {tool.name}
                        </span>
                        {tool.status === "coming-soon" ? (
                          <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-[0.6875rem] font-medium text-amber-900">
                            {m.comingSoon}
                          </span>
                        ) : null}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
