import type { BrandKit, BrandKitInput } from "@outsmart/contracts/brand-kit";
import { brandToneLabels } from "@outsmart/contracts/brand-kit-list";
import { outputLanguageLabels, outputLanguageTags } from "@outsmart/contracts/output-language-list";
import { Copy, Palette, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { errorMessage } from "~/lib/api-error";
import { useDeleteBrandKit } from "../api/delete-brand-kit";
import { useDuplicateBrandKit } from "../api/duplicate-brand-kit";
import { useBrandKits } from "../api/get-brand-kits";
import { useSaveBrandKit } from "../api/save-brand-kit";
import { BrandKitForm } from "./brand-kit-form";

type Editing = { kit: BrandKit | undefined } | undefined;

/**
 * The brand kits page's body: the list (loading, empty and error states), and create, edit,
 * duplicate and delete (after a confirmation). What happened is announced in a live region.
 */
export function BrandKitManager() {
  const kits = useBrandKits();
  const save = useSaveBrandKit();
  const duplicate = useDuplicateBrandKit();
  const remove = useDeleteBrandKit();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<BrandKit | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");

  const openEditor = (kit: BrandKit | undefined) => {
    save.reset();
    setEditing({ kit });
  };
  const submit = (input: BrandKitInput) =>
    save.mutate(
      { id: editing?.kit?.id, kit: input },
      {
        onSuccess: (saved) => {
          setEditing(undefined);
          setAnnouncement(editing?.kit ? `${saved.name} saved.` : `${saved.name} created.`);
        },
      },
    );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Brand kits
          </h1>
          <p className="mt-1 text-slate-600">
            What each brand sells, to whom and in which voice. Choose a kit on any tool page and the
            copy names your brand, quotes your prices and offers, and never uses the words you
            avoid.
          </p>
        </div>
        {kits.data && kits.data.brandKits.length > 0 ? (
          <Button onClick={() => openEditor(undefined)}>
            <Plus aria-hidden="true" />
            New brand kit
          </Button>
        ) : null}
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>
      {duplicate.error || remove.error ? (
        <Alert tone="error">
          {errorMessage(duplicate.error ?? remove.error, "That did not work. Please try again.")}
        </Alert>
      ) : null}

      {kits.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading brand kits">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : kits.isError ? (
        <Alert tone="error">
          <p>{errorMessage(kits.error, "Your brand kits could not be loaded.")}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void kits.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : kits.data.brandKits.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <Palette aria-hidden="true" className="size-8 text-brand-500" />
          <h2 className="text-lg font-semibold text-slate-900">No brand kits yet</h2>
          <p className="max-w-md text-sm text-slate-600">
            Create one for each brand you write for, with its products, prices and offers, audience
            and tone. An agency keeps one per client.
          </p>
          <Button onClick={() => openEditor(undefined)}>
            <Plus aria-hidden="true" />
            Create your first brand kit
          </Button>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Your brand kits">
          {kits.data.brandKits.map((kit) => (
            <li key={kit.id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">
                    {kit.name}
                  </h2>
                  <Badge tone="brand">{brandToneLabels[kit.tone]}</Badge>
                  <Badge lang={outputLanguageTags[kit.defaultLanguage]}>
                    {outputLanguageLabels[kit.defaultLanguage]}
                  </Badge>
                </div>
                <dl className="grid gap-1 text-sm text-slate-700">
                  <div className="flex gap-1">
                    <dt className="font-medium">Sells:</dt>
                    <dd className="min-w-0 break-words">
                      {kit.products.length > 0
                        ? kit.products
                            .map((product) =>
                              product.price ? `${product.name} (${product.price})` : product.name,
                            )
                            .join(", ")
                        : "No products yet"}
                    </dd>
                  </div>
                  {kit.audience ? (
                    <div className="flex gap-1">
                      <dt className="font-medium">Audience:</dt>
                      <dd className="min-w-0 break-words">{kit.audience}</dd>
                    </div>
                  ) : null}
                  {kit.salesChannel ? (
                    <div className="flex gap-1">
                      <dt className="font-medium">Sells on:</dt>
                      <dd className="min-w-0 break-all">{kit.salesChannel}</dd>
                    </div>
                  ) : null}
                </dl>
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => openEditor(kit)}
                    aria-label={`Edit ${kit.name}`}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={duplicate.isPending}
                    onClick={() =>
                      duplicate.mutate(kit.id, {
                        onSuccess: (copy) => setAnnouncement(`${copy.name} created.`),
                      })
                    }
                    aria-label={`Duplicate ${kit.name}`}
                  >
                    <Copy aria-hidden="true" />
                    Duplicate
                  </Button>
                  <Button
                    variant="ghost-destructive"
                    size="sm"
                    onClick={() => {
                      remove.reset();
                      setDeleting(kit);
                    }}
                    aria-label={`Delete ${kit.name}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      >
        {editing ? (
          <DialogContent
            title={editing.kit ? `Edit ${editing.kit.name}` : "New brand kit"}
            description="Tools use these facts when you choose this kit."
            size="lg"
          >
            <BrandKitForm
              kit={editing.kit}
              pending={save.isPending}
              error={save.error}
              onSubmit={submit}
              onCancel={() => setEditing(undefined)}
            />
          </DialogContent>
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        title={`Delete ${deleting?.name ?? "this brand kit"}?`}
        description="The kit is deleted for good. Content you generated with it stays in your history, without the kit."
        confirmLabel="Delete brand kit"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(undefined);
              setAnnouncement(`${name} deleted.`);
            },
          });
        }}
      />
    </>
  );
}
