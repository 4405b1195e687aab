export * from "~/domains/takken/schema";
export * from "~/domains/leiding/schema";
export * from "~/domains/geschiedenis/schema";
export * from "~/domains/auth/schema";
export * from "~/domains/audit/schema";
export * from "~/domains/nieuws/schema";
export * from "~/domains/contact/schema";
export * from "~/domains/nieuwsbrief/schema";
