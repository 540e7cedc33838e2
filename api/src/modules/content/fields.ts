/** WordPress's request-wide `_embed` and `_fields` parameters. */

type Json = Record<string, unknown>;

/** rest_parse_embed_param: absent → no embeds; empty, `1` or `true` → every embeddable link; else a list. */
export function parseEmbed(raw: string | undefined): true | Set<string> | false {
  if (raw === undefined) return false;
  const value = raw.trim();
  if (value === '' || value === '1' || value === 'true') return true;
  return new Set(
    value
      .split(/[\s,]+/)
      .map((rel) => rel.trim())
      .filter(Boolean),
  );
}

export function wantsEmbed(embed: true | Set<string> | false, rel: string): boolean {
  return embed === true || (embed !== false && embed.has(rel));
}

type FieldTree = { [key: string]: FieldTree | true };

/** `title.rendered,id` → { title: { rendered: true }, id: true }; a whole field wins over its parts. */
export function parseFields(raw: string | undefined): FieldTree | null {
  if (raw === undefined) return null;
  const tree: FieldTree = {};
  for (const path of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let node: FieldTree = tree;
    const parts = path.split('.');
    for (const [index, part] of parts.entries()) {
      if (node[part] === true) break;
      if (index === parts.length - 1) {
        node[part] = true;
      } else {
        node[part] ??= {};
        node = node[part] as FieldTree;
      }
    }
  }
  return Object.keys(tree).length > 0 ? tree : null;
}

/** rest_filter_response_fields: only the requested fields (and parts of fields), in the object's own order. */
export function filterFields(data: Json, tree: FieldTree | null): Json {
  if (tree === null) return data;
  const result: Json = {};
  for (const [key, value] of Object.entries(data)) {
    const wanted = tree[key];
    if (wanted === undefined) continue;
    if (wanted === true) result[key] = value;
    else if (value !== null && typeof value === 'object' && !Array.isArray(value))
      result[key] = filterFields(value as Json, wanted);
  }
  return result;
}
