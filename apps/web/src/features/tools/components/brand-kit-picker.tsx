import type { BrandKit } from "@outsmart/contracts/brand-kit";
import { paths } from "@outsmart/contracts/routes";
import { useId } from "react";
import { Link } from "react-router";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { toolsCatalogue } from "../i18n/tools-catalogue";

/**
 * The brand kit a text tool writes for (issue 16), beside the output language: "No brand kit" or
 * one of the user's kits, with a link to manage them. A native select: the platform's own picker
 * on phones, and the keyboard and screen readers know it.
 */
export function BrandKitPicker({
  kits,
  status,
  value,
  onChange,
  disabled,
}: {
  kits: readonly BrandKit[];
  status: "pending" | "error" | "success";
  value: string | null;
  onChange: (kit: BrandKit | null) => void;
  disabled: boolean;
}) {
  const id = useId();
  const t = toolsCatalogue.useMessages();
  const chosen = kits.find((kit) => kit.id === value);
  const hint =
    status === "pending"
      ? t.loadingKits
      : status === "error"
        ? t.kitsFailed
        : kits.length === 0
          ? t.noKits
          : chosen
            ? t.writtenFor(chosen.name)
            : t.chooseKit;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{t.brandKit}</Label>
        <Link
          to={paths.brands}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {kits.length === 0 && status === "success" ? t.createKit : t.manageKits}
        </Link>
      </div>
      <NativeSelect
        id={id}
        aria-describedby={`${id}-hint`}
        value={chosen ? chosen.id : ""}
        disabled={disabled || status !== "success" || kits.length === 0}
        onChange={(event) => onChange(kits.find((kit) => kit.id === event.target.value) ?? null)}
      >
        <option value="">{t.noBrandKit}</option>
        {kits.map((kit) => (
          <option key={kit.id} value={kit.id}>
            {kit.name}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
