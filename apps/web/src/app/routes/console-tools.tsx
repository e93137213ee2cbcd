import { ToolList } from "~/features/console/components/tool-list";

export function meta() {
  return [{ title: "Tools · Operator console · Outsmart" }];
}

/** The tools an operator can change. */
export default function ConsoleToolsPage() {
  return <ToolList />;
}
