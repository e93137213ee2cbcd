import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { type ButtonSize, type ButtonVariant, buttonVariants } from "./button-variants";

export { buttonVariants };

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
};

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
