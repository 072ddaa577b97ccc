CREATE TABLE "auth_generation" (
	"id" smallint PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "auth_generation_one_row" CHECK ("auth_generation"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "auth_generation_marks" (
	"transaction_id" bigint PRIMARY KEY NOT NULL
);
