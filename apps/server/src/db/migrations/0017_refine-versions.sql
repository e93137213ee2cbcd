ALTER TABLE "generation_versions" DROP CONSTRAINT "generation_versions_kind_check";--> statement-breakpoint
ALTER TABLE "generation_versions" ADD COLUMN "refine_action" text;--> statement-breakpoint
ALTER TABLE "generation_versions" ADD COLUMN "refine_instruction" text;--> statement-breakpoint
ALTER TABLE "generation_versions" ADD COLUMN "refine_language" text;--> statement-breakpoint
ALTER TABLE "generation_versions" ADD CONSTRAINT "generation_versions_refine_action_check" CHECK (("generation_versions"."kind" = 'refine') = ("generation_versions"."refine_action" is not null));--> statement-breakpoint
ALTER TABLE "generation_versions" ADD CONSTRAINT "generation_versions_refine_instruction_check" CHECK (char_length("generation_versions"."refine_instruction") <= 300);--> statement-breakpoint
ALTER TABLE "generation_versions" ADD CONSTRAINT "generation_versions_kind_check" CHECK ("generation_versions"."kind" in ('edit', 'refine'));