import type { ChatSettingsIn } from '../../api/types.ts';
import { call } from '../../httpClient.ts';

export const chatSettingsKey = (companyId: number) => ['company', companyId, 'chat-settings'] as const;
export const telegramLinkKey = (companyId: number) => ['company', companyId, 'telegram-link'] as const;

/** The company's bot and channel (admins). */
export function chatSettingsCalls(companyId: number) {
  return {
    get: () => call('chatSettings.get', { params: { companyId } }),
    update: (body: ChatSettingsIn) => call('chatSettings.update', { params: { companyId }, body }),
  };
}

/** The caller's own Telegram link. */
export function telegramCalls(companyId: number) {
  return {
    get: () => call('notifications.telegram', { params: { companyId } }),
    code: () => call('notifications.telegramCode', { params: { companyId } }),
    unlink: () => call('notifications.telegramUnlink', { params: { companyId } }),
  };
}
