import { paths } from "@outsmart/contracts/routes";
import { Repeat2, Star } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { useMarkGeneration } from "../api/update-generation";

/** Star or unstar a generation (its favourite flag), in the history row and the detail dialog. */
export function StarButton({
  id,
  favourite,
  label,
}: {
  id: string;
  favourite: boolean;
  /** "Star Caption Generator from Nov 28, 2026 at 06:30": the same whether starred or not. */
  label: string;
}) {
  const mark = useMarkGeneration();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={favourite}
      onClick={() => mark.mutate({ id, marks: { favourite: !favourite } })}
    >
      <Star
        aria-hidden="true"
        className={favourite ? "fill-amber-400 text-amber-600" : undefined}
      />
    </Button>
  );
}

/** The tool page of a generation, to be filled with its inputs, kit, language and model. */
export const reusePath = (toolSlug: string, id: string) =>
  `${paths.tool(toolSlug)}?from=${encodeURIComponent(id)}`;

/** "Open in tool": an icon link in the history row, a labelled one in the detail. */
export function OpenInToolLink({
  toolSlug,
  id,
  label,
  compact = false,
}: {
  toolSlug: string;
  id: string;
  label: string;
  compact?: boolean;
}) {
  return (
    <Link
      to={reusePath(toolSlug, id)}
      className={buttonVariants({
        variant: compact ? "ghost" : "outline",
        size: compact ? "icon" : "sm",
      })}
      {...(compact ? { "aria-label": label } : {})}
    >
      <Repeat2 aria-hidden="true" />
      {compact ? null : label}
    </Link>
  );
}
