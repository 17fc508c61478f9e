import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import { chatSettingsIn, chatSettingsOut, telegramCodeOut, telegramLinkOut } from './chat.schemas.ts';
import { getChatSettings, putChatSettings } from './chat-settings.service.ts';
import { createTelegramCode, getTelegramLink, unlinkTelegram } from './telegram-link.service.ts';

const tags = ['chat'];

export const chatRoutes = {
  'chatSettings.get': {
    summary: "Admins: the company's Telegram bot (its username and a hint of the token) and incoming webhook",
    tags,
    access: 'admin',
    params: companyParam,
    response: chatSettingsOut,
  },
  'chatSettings.update': {
    summary: "Admins: change the company's Telegram bot token (checked with Telegram) or incoming webhook",
    tags,
    access: 'admin',
    audit: 'service',
    params: companyParam,
    body: chatSettingsIn,
    response: chatSettingsOut,
  },
  'notifications.telegram': {
    summary: "The caller's Telegram: whether the company has a bot and whether their chat is linked",
    tags,
    access: 'member',
    params: companyParam,
    response: telegramLinkOut,
  },
  'notifications.telegramCode': {
    summary: 'A one-time code and the bot link that links the caller’s Telegram chat (/start <code>)',
    tags,
    access: 'member',
    params: companyParam,
    response: telegramCodeOut,
  },
  'notifications.telegramUnlink': {
    summary: "Unlink the caller's Telegram chat: no more notices there",
    tags,
    access: 'member',
    params: companyParam,
    response: telegramLinkOut,
  },
} satisfies RouteDefs;

/** Chat notices: the company's bot and channel (admins) and each person's Telegram link. */
export function registerChatRoutes(api: FastifyInstance, { db, clock, config }: ModuleDeps): void {
  route(api, chatRoutes, 'chatSettings.get', async ({ caller }) => getChatSettings(db, caller.member.companyId));
  route(api, chatRoutes, 'chatSettings.update', async ({ caller, body }) =>
    putChatSettings(db, clock, config.chat.telegramApiRoot, caller, body),
  );
  route(api, chatRoutes, 'notifications.telegram', async ({ caller }) => getTelegramLink(db, caller));
  route(api, chatRoutes, 'notifications.telegramCode', async ({ caller }) => createTelegramCode(db, clock, caller));
  route(api, chatRoutes, 'notifications.telegramUnlink', async ({ caller }) => unlinkTelegram(db, caller));
}
