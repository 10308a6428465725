// A supplier's page prepared for one screen: its modules by where they go (header on top, footer at the bottom…).
import type { PreparedModule } from '../../../modules/types';

export type Channel = 'web' | 'mobile';
export type PreparedPage = ReturnType<typeof placed>;
export type Part = 'top' | 'page' | 'bottom' | 'login';

export function placed(items: PreparedModule[], channel: Channel, preview: boolean) {
  const at = (placement: string) => items.filter((i) => (i.definition?.placement ?? 'page') === placement);
  return { channel, preview, top: at('top'), page: at('page'), bottom: at('bottom'), login: at('login') };
}
