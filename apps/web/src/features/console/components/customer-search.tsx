import type { CustomerSearchItem } from "@outsmart/contracts/console";
import { consolePaths } from "@outsmart/contracts/console-paths";
import { Search } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useCustomerSearch } from "../api/console-api";
import { consoleCatalogue } from "../i18n/console-catalogue";
import { ConsoleLoadError, ConsoleLoading, Pager } from "./console-frame";

/** Search by e-mail, phone or name (`q` lives in the URL); an empty search lists the newest accounts. */
export function CustomerSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const t = consoleCatalogue.useMessages();
  const search = useCustomerSearch(q);
  const customers = search.data?.customers ?? [];
  return (
    <section aria-labelledby="customers-heading" className="flex flex-col gap-4">
      <h2 id="customers-heading" className="text-lg font-semibold text-slate-900">
        {t.customersTab}
      </h2>
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get("q");
          onSearch(typeof value === "string" ? value.trim() : "");
        }}
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="customer-search">{t.searchLabel}</Label>
          <Input id="customer-search" name="q" type="search" defaultValue={q} key={q} />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          {t.search}
        </Button>
      </form>
      {search.isPending ? (
        <ConsoleLoading label={t.loadingCustomers} />
      ) : search.isError ? (
        <ConsoleLoadError error={search.error} onRetry={() => void search.refetch()} />
      ) : customers.length === 0 ? (
        <p className="text-slate-600">{q ? t.noMatch(q) : t.noAccounts}</p>
      ) : (
        <Card>
          <ul aria-label={t.searchResults} className="divide-y divide-slate-100">
            {customers.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </ul>
        </Card>
      )}
      <Pager
        label={t.customerPages}
        hasNewer={search.hasNewer}
        hasOlder={search.hasOlder}
        onNewer={search.newer}
        onOlder={search.older}
      />
    </section>
  );
}

function CustomerRow({ customer }: { customer: CustomerSearchItem }) {
  const t = consoleCatalogue.useMessages();
  const contact = [customer.email, customer.phoneNumber].filter(Boolean).join(" · ");
  return (
    <li>
      <Link
        to={consolePaths.customer(customer.id)}
        className="flex flex-col gap-2 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between sm:px-5"
      >
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-slate-900">{customer.name || t.noName}</span>
          <span className="truncate text-sm text-slate-600">{contact}</span>
        </span>
        <span className="flex flex-wrap items-center gap-2">
          {customer.operator ? <Badge tone="brand">{t.operator}</Badge> : null}
          {customer.suspended ? <Badge tone="warning">{t.suspended}</Badge> : null}
          <Badge tone={customer.plan === "free" ? "neutral" : "brand"}>
            {t.plan(customer.plan, customer.planLabel)}
          </Badge>
          <span className="text-sm font-medium text-slate-700">{t.credits(customer.balance)}</span>
        </span>
      </Link>
    </li>
  );
}
