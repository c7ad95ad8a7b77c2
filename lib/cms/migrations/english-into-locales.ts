/**
 * Making a field localized moves its column from the document's table into a `<table>_locales`
 * table (one row per document and locale). The generated migrations create those tables and
 * drop the old columns; in between, these statements copy every existing value into the new
 * table as the English row, so an upgraded database keeps every English text. The same SQL
 * serves SQLite and PostgreSQL (double-quoted names, the 'en' literal casts to the locale enum).
 */
export const movedToLocales: readonly { table: string; columns: readonly string[] }[] = [
  { table: 'properties', columns: ['name', 'location', 'description', 'payment_plan'] },
  { table: 'properties_amenities', columns: ['name'] },
  { table: 'properties_building_info', columns: ['value'] },
  { table: 'projects', columns: ['location', 'description', 'description_html'] },
  { table: 'projects_payment_plan', columns: ['label'] },
  { table: 'projects_amenities', columns: ['name'] },
  { table: '_projects_v', columns: ['version_location', 'version_description', 'version_description_html'] },
  { table: '_projects_v_version_payment_plan', columns: ['label'] },
  { table: '_projects_v_version_amenities', columns: ['name'] },
  { table: 'developers', columns: ['profile'] },
  { table: 'articles', columns: ['title', 'excerpt', 'content', 'html'] },
  { table: 'team', columns: ['designation'] },
  { table: 'testimonials', columns: ['location', 'message'] },
  { table: 'site_settings', columns: ['address', 'opening_hours'] },
]

export function copyEnglishIntoLocales(): string[] {
  return movedToLocales.map(({ table, columns }) => {
    const names = columns.map((column) => `"${column}"`).join(', ')
    return `INSERT INTO "${table}_locales" (${names}, "_locale", "_parent_id") SELECT ${names}, 'en', "id" FROM "${table}"`
  })
}
