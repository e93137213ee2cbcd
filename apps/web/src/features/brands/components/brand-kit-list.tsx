import type { BrandKit, BrandKitInput } from "@outsmart/contracts/brand-kit";
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
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useDeleteBrandKit } from "../api/delete-brand-kit";
import { useDuplicateBrandKit } from "../api/duplicate-brand-kit";
import { useBrandKits } from "../api/get-brand-kits";
import { useSaveBrandKit } from "../api/save-brand-kit";
import { brandsCatalogue } from "../i18n/brands-catalogue";
import { BrandKitForm } from "./brand-kit-form";

type Editing = { kit: BrandKit | undefined } | undefined;

/**
 * The brand kits page's body: the list (loading, empty and error states), and create, edit,
 * duplicate and delete (after a confirmation). What happened is announced in a live region.
 */
export function BrandKitManager() {
  const t = brandsCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
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
          setAnnouncement(editing?.kit ? t.saved(saved.name) : t.created(saved.name));
        },
      },
    );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t.pageTitle}
          </h1>
          <p className="mt-1 text-slate-600">{t.lead}</p>
        </div>
        {kits.data && kits.data.brandKits.length > 0 ? (
          <Button onClick={() => openEditor(undefined)}>
            <Plus aria-hidden="true" />
            {t.newKit}
          </Button>
        ) : null}
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>
      {duplicate.error || remove.error ? (
        <Alert tone="error">{t.error(duplicate.error ?? remove.error, t.failed)}</Alert>
      ) : null}

      {kits.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label={t.loading}>
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : kits.isError ? (
        <Alert tone="error">
          <p>{t.error(kits.error, t.loadFailed)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void kits.refetch()}>
            {t.tryAgain}
          </Button>
        </Alert>
      ) : kits.data.brandKits.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <Palette aria-hidden="true" className="size-8 text-brand-500" />
          <h2 className="text-lg font-semibold text-slate-900">{t.emptyTitle}</h2>
          <p className="max-w-md text-sm text-slate-600">{t.emptyLead}</p>
          <Button onClick={() => openEditor(undefined)}>
            <Plus aria-hidden="true" />
            {t.createFirst}
          </Button>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t.yourKits}>
          {kits.data.brandKits.map((kit) => (
            <li key={kit.id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">
                    {kit.name}
                  </h2>
                  <Badge tone="brand">{t.tones[kit.tone]}</Badge>
                  <Badge lang={outputLanguageTags[kit.defaultLanguage]}>
                    {outputLanguageLabels[kit.defaultLanguage]}
                  </Badge>
                </div>
                <dl className="grid gap-1 text-sm text-slate-700">
                  <div className="flex gap-1">
                    <dt className="font-medium">{t.sells}</dt>
                    <dd className="min-w-0 break-words">
                      {kit.products.length > 0
                        ? kit.products
                            .map((product) =>
                              product.price ? `${product.name} (${product.price})` : product.name,
                            )
                            .join(", ")
                        : t.noProducts}
                    </dd>
                  </div>
                  {kit.audience ? (
                    <div className="flex gap-1">
                      <dt className="font-medium">{t.audienceLabel}</dt>
                      <dd className="min-w-0 break-words">{kit.audience}</dd>
                    </div>
                  ) : null}
                  {kit.salesChannel ? (
                    <div className="flex gap-1">
                      <dt className="font-medium">{t.sellsOn}</dt>
                      <dd className="min-w-0 break-all">{kit.salesChannel}</dd>
                    </div>
                  ) : null}
                </dl>
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => openEditor(kit)}
                    aria-label={t.editKit(kit.name)}
                  >
                    <Pencil aria-hidden="true" />
                    {t.edit}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={duplicate.isPending}
                    onClick={() =>
                      duplicate.mutate(kit.id, {
                        onSuccess: (copy) => setAnnouncement(t.created(copy.name)),
                      })
                    }
                    aria-label={t.duplicateKit(kit.name)}
                  >
                    <Copy aria-hidden="true" />
                    {t.duplicate}
                  </Button>
                  <Button
                    variant="ghost-destructive"
                    size="sm"
                    onClick={() => {
                      remove.reset();
                      setDeleting(kit);
                    }}
                    aria-label={t.deleteKit(kit.name)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t.delete}
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
            title={editing.kit ? t.editKit(editing.kit.name) : t.newKit}
            description={t.editorLead}
            lang={language}
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
        title={t.deleteTitle(deleting?.name)}
        description={t.deleteLead}
        confirmLabel={t.deleteConfirm}
        pendingLabel={t.deleting}
        cancelLabel={t.cancel}
        lang={language}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(undefined);
              setAnnouncement(t.deleted(name));
            },
          });
        }}
      />
    </>
  );
}
