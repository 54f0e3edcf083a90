/**
 * The catalogue list's page as one prepared statement (decisions 111, 115 and 117): each
 * catalogue with its images in order and what each image's shot says of it now (its colour
 * warning and version, who made it) joined in, and the user's total. The runs module owns
 * run_shot and generation_run; this statement reads them in the join because a regeneration
 * changes a shot after saving and the list must stay one statement (decision 272).
 */
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogue, catalogueImage } from '../../db/schema/catalogues.js';
import { generationRun, runShot } from '../../db/schema/runs.js';

// Keys are the schema's own property names (no user input), so they are inlined as literals.
const IMAGE_JSON_FIELDS = sql.join(
  Object.entries(getTableColumns(catalogueImage)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  ),
  sql`, `,
);

// A one-table select names its columns without the table; the correlated subquery must not.
const qualified = (table: string, column: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const OUTER_CATALOGUE_ID = qualified('catalogue', 'id');

/**
 * Built once per repo: drizzle otherwise rebuilds the statement's SQL on every request, a
 * measurable share of the list's time (decision 115). Its images come as json_build_object
 * gives them (the image row's fields under their own names, and the shot's), or as text from a
 * driver that does not parse json.
 */
export function prepareCataloguePage(db: Database) {
  return db
    .select({
      ...getTableColumns(catalogue),
      total:
        sql<number>`(select count(*) from ${catalogue} where ${catalogue.userId} = ${sql.placeholder('userId')})`.mapWith(
          Number,
        ),
      // The shot's colour and print warnings join each image as the detail's images read them
      // (decisions 120, 276): a regeneration changes the shot's version and warnings after
      // saving, and the list must stay one statement (decision 117), so it joins, not asks.
      images: sql<Record<string, unknown>[] | string>`(
        select coalesce(json_agg(json_build_object(${IMAGE_JSON_FIELDS}, 'colourWarning', coalesce(${qualified('run_shot', 'colour_warning')}, false), 'printWarning', coalesce(${qualified('run_shot', 'print_warning')}, false), 'version', coalesce(${qualified('run_shot', 'version')}, 0), 'engine', coalesce(${qualified('run_shot', 'meta')}->>'engine', ${qualified('generation_run', 'engine')}), 'model', ${qualified('run_shot', 'meta')}->>'model') order by ${qualified('catalogue_image', 'order_index')}), '[]')
        from ${catalogueImage} left join ${runShot}
          on ${qualified('run_shot', 'run_id')} = ${qualified('catalogue', 'run_id')}
          and ${qualified('run_shot', 'shot_id')} = ${qualified('catalogue_image', 'shot_id')}
        left join ${generationRun}
          on ${qualified('generation_run', 'id')} = ${qualified('catalogue', 'run_id')}
        where ${qualified('catalogue_image', 'catalogue_id')} = ${OUTER_CATALOGUE_ID})`,
    })
    .from(catalogue)
    .where(eq(catalogue.userId, sql.placeholder('userId')))
    .orderBy(desc(catalogue.createdAt), desc(catalogue.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('catalogue_page');
}
