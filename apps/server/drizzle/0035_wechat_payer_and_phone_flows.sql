CREATE TABLE "payer_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payer_openids" (
	"user_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"openid" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payer_openids_user_id_app_id_pk" PRIMARY KEY("user_id","app_id")
);
--> statement-breakpoint
ALTER TABLE "order_trades" ADD COLUMN "flow" text DEFAULT 'qr' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "pay_type" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "flow" text DEFAULT 'qr' NOT NULL;--> statement-breakpoint
ALTER TABLE "payer_oauth_states" ADD CONSTRAINT "payer_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_openids" ADD CONSTRAINT "payer_openids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;