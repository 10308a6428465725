// Renders one module from its JSON exactly as a page would (prepare → PageRenderer), with fake services.
import { prepare } from '../../modules/prepare';
import { defaultRegistry } from '../../modules/registry';
import { PageRenderer } from '../../modules/PageRenderer';
import type { Channel } from '../../modules/types';
import { WithServices } from './fakeServices';

export interface ModuleStoryArgs {
  type: number;
  content?: unknown;
  channel?: Channel;
  /** Render as a supplier admin previewing: the content becomes a draft (previewJson) with its ribbon. */
  preview?: boolean;
  /** Raw JSON text instead of content, for broken-content stories. */
  json?: string;
}

export function ModuleStory({ type, content, channel = 'web', preview = false, json }: ModuleStoryArgs) {
  const text = json ?? JSON.stringify(content);
  const items = prepare(
    [
      {
        moduleId: 1,
        type,
        styleJson: preview ? '{}' : text,
        previewJson: preview ? text : null,
        isPreview: preview,
        isStyle: true,
        isDel: false,
      },
    ],
    { channel, preview, registry: defaultRegistry },
  );
  return (
    <WithServices>
      <div style={{ maxInlineSize: channel === 'mobile' ? 390 : 1200 }}>
        <PageRenderer items={items} channel={channel} preview={preview} eager={1} />
      </div>
    </WithServices>
  );
}
