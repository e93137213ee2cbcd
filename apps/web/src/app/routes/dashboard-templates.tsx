import { TemplateLibrary } from "~/features/tools/components/template-library";

export function meta() {
  return [{ title: "Campaign templates · Outsmart" }];
}

/** /dashboard/templates (issue 16): ready briefs that open a tool with its inputs filled. */
export default function TemplatesPage() {
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <TemplateLibrary />
    </main>
  );
}
