CREATE TABLE "asset_reminders" (
	"office_id" integer NOT NULL,
	"fiscal_year" text NOT NULL,
	"day" date NOT NULL,
	"reminded" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_reminders_office_id_fiscal_year_day_pk" PRIMARY KEY("office_id","fiscal_year","day")
);
--> statement-breakpoint
ALTER TABLE "asset_reminders" ADD CONSTRAINT "asset_reminders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_reminders" ADD CONSTRAINT "asset_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;