CREATE TABLE "office_generations" (
	"office_id" integer PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_work_marks" (
	"transaction_id" bigint NOT NULL,
	"office_id" integer NOT NULL,
	CONSTRAINT "office_work_marks_transaction_id_office_id_pk" PRIMARY KEY("transaction_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "office_work_raises" (
	"transaction_id" bigint PRIMARY KEY NOT NULL
);
