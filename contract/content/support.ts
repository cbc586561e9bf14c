// Shapes of the customer-service chat calls (docs/product.md §7 Support: CBS_modelList and CBS_launchChat, both without login),
// shared by the server (validation, OpenAPI) and the site (types only).
import { z } from 'zod';
import type { CallTable } from '../call.ts';

/** The customer-service entry type that opens a chat room (docs/product.md §2 Right bar). */
export const CHAT_CS_TYPE = 'LIVECHAT';

/** The model list takes no parameters; anything sent is a mistake and gets 400. */
export const chatModelsQuery = z.strictObject({});

export const launchChatBody = z.strictObject({ modelId: z.number().int().min(1).max(2_147_483_647) });
export type LaunchChatRequest = z.infer<typeof launchChatBody>;

/** One chat room the site may open: a LIVECHAT entry of the customer-service table. */
export const chatModel = z.object({ modelId: z.number().int(), title: z.string() });
export type ChatModel = z.infer<typeof chatModel>;

export const chatModelList = z.object({ list: z.array(chatModel) });
export type ChatModelList = z.infer<typeof chatModelList>;

/** Where the chat room runs; for a signed-in caller it names the member's account. */
export const launchChatValue = z.object({ chatUrl: z.string() });
export type LaunchChatValue = z.infer<typeof launchChatValue>;

const tag = 'support';

export const supportCalls = {
  serviceEntries: { tag, summary: 'The chat rooms (LIVECHAT customer-service entries) in value.list', query: chatModelsQuery, value: chatModelList },
  launchChat: {
    tag,
    summary: "Opens a chat room: value.chatUrl, with the caller's account when a valid token is sent",
    body: launchChatBody,
    value: launchChatValue,
    errors: { 'chat.model.not.found': 404 },
  },
} as const satisfies CallTable;
