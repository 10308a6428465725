// Runs before React: drops deleted modules, picks the draft in preview, parses JSON safely, migrates, fills
// defaults, validates, and tags each item ok | invalid | unknown with the reason and the JSON path.
import type { PageModule } from '../schemas/api/types.gen';
import type { Channel, PreparedModule } from './types';
import type { Registry } from './registry';
import { migrateContent } from './migrate';

const MAX_JSON_CHARS = 64_000;

export function prepare(
  list: readonly PageModule[] | null | undefined,
  options: { channel: Channel; preview: boolean; registry: Registry },
): PreparedModule[] {
  const prepared: PreparedModule[] = [];
  for (const item of Array.isArray(list) ? list : []) {
    if (!item || typeof item !== 'object' || item.isDel) continue;
    const isDraft = options.preview && item.isPreview && typeof item.previewJson === 'string';
    const base = { moduleId: Number(item.moduleId), type: Number(item.type), isDraft };
    const definition = options.registry.get(base.type);
    if (!definition) {
      prepared.push({
        ...base,
        status: 'unknown',
        reason: `module type ${String(item.type)} is not known`,
        path: '/type',
      });
      continue;
    }
    if (!definition.channels.includes(options.channel)) {
      prepared.push({
        ...base,
        definition,
        status: 'invalid',
        reason: `${definition.label} is not available on ${options.channel === 'web' ? 'desktop' : 'mobile'} pages`,
        path: '/type',
      });
      continue;
    }
    const json = isDraft ? item.previewJson! : item.styleJson;
    let content: unknown;
    try {
      if (typeof json !== 'string' || json.length > MAX_JSON_CHARS)
        throw new Error(
          typeof json === 'string' ? `JSON is longer than ${MAX_JSON_CHARS} characters` : 'JSON is missing',
        );
      content = JSON.parse(json);
    } catch (error) {
      prepared.push({
        ...base,
        definition,
        status: 'invalid',
        reason: `${isDraft ? 'previewJson' : 'styleJson'} is not valid JSON: ${(error as Error).message}`,
        path: '',
      });
      continue;
    }
    const migrated = migrateContent(definition.migrations, content, definition.key);
    if (!migrated.ok) {
      prepared.push({ ...base, definition, status: 'invalid', reason: migrated.reason, path: migrated.path });
      continue;
    }
    // The component gets the content with its (current) version: what the server would store for it.
    content = migrated.content;
    if (!definition.validate(content)) {
      const error = definition.validate.errors?.[0];
      prepared.push({
        ...base,
        definition,
        status: 'invalid',
        reason: error?.message ?? 'content does not match its schema',
        path: error?.instancePath ?? '',
      });
      continue;
    }
    prepared.push({ ...base, definition, status: 'ok', content });
  }
  return prepared;
}
