// STUB (engine helper replaces): migrations derived from the declarations.
export function resourceMigrations(): { name: string; sql: string }[] {
  return [];
}
