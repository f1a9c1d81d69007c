// The shape of migrations.js, which drizzle-kit writes beside the migrations it generates.
declare const migrations: {
  journal: { entries: { idx: number; when: number; tag: string; breakpoints: boolean }[] };
  migrations: Record<string, string>;
};
export default migrations;
