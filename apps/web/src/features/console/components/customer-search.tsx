import type { CustomerSearchItem } from "@outsmart/contracts/console";
import { formatWholeNumber } from "@outsmart/contracts/format";
import { paths } from "@outsmart/contracts/routes";
import { Search } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useCustomerSearch } from "../api/console-api";
import { ConsoleLoadError, ConsoleLoading, Pager } from "./console-frame";

/** Search by e-mail, phone or name (`q` lives in the URL); an empty search lists the newest accounts. */
export function CustomerSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const search = useCustomerSearch(q);
  const customers = search.data?.customers ?? [];
  return (
    <section aria-labelledby="customers-heading" className="flex flex-col gap-4">
      <h2 id="customers-heading" className="text-lg font-semibold text-slate-900">
        Customers
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
          <Label htmlFor="customer-search">E-mail, phone number or name</Label>
          <Input id="customer-search" name="q" type="search" defaultValue={q} key={q} />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      {search.isPending ? (
        <ConsoleLoading label="Loading customers" />
      ) : search.isError ? (
        <ConsoleLoadError error={search.error} onRetry={() => void search.refetch()} />
      ) : customers.length === 0 ? (
        <p className="text-slate-600">
          {q ? `No account matches “${q}”.` : "There are no accounts yet."}
        </p>
      ) : (
        <Card>
          <ul aria-label="Search results" className="divide-y divide-slate-100">
            {customers.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </ul>
        </Card>
      )}
      <Pager
        label="Customer pages"
        hasNewer={search.hasNewer}
        hasOlder={search.hasOlder}
        onNewer={search.newer}
        onOlder={search.older}
      />
    </section>
  );
}

function CustomerRow({ customer }: { customer: CustomerSearchItem }) {
  const contact = [customer.email, customer.phoneNumber].filter(Boolean).join(" · ");
  return (
    <li>
      <Link
        to={paths.consoleCustomer(customer.id)}
        className="flex flex-col gap-2 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between sm:px-5"
      >
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-slate-900">{customer.name || "No name"}</span>
          <span className="truncate text-sm text-slate-600">{contact}</span>
        </span>
        <span className="flex flex-wrap items-center gap-2">
          {customer.operator ? <Badge tone="brand">Operator</Badge> : null}
          {customer.suspended ? <Badge tone="warning">Suspended</Badge> : null}
          <Badge tone={customer.plan === "free" ? "neutral" : "brand"}>{customer.planLabel}</Badge>
          <span className="text-sm font-medium text-slate-700">
            {formatWholeNumber(customer.balance)}
            {customer.balance === 1 ? " credit" : " credits"}
          </span>
        </span>
      </Link>
    </li>
  );
}
