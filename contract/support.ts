// Shapes of the customer-service chat calls (spec §7 Support: CBS_modelList and CBS_launchChat, both without login),
// shared by the server (validation, OpenAPI) and the site (types only).
import { z } from 'zod';

/** The customer-service entry type that opens a chat room (spec §2 Right bar). */
export const CHAT_CS_TYPE = 'LIVECHAT';

/** The model list takes no parameters; anything sent is a mistake and gets 400. */
export const chatModelsQuery = z.strictObject({});

export const launchChatBody = z.strictObject({ modelId: z.number().int().min(1).max(2_147_483_647) });
export type LaunchChatRequest = z.infer<typeof launchChatBody>;

/** One chat room the site may open: a LIVECHAT entry of the customer-service table. */
export interface ChatModel {
  modelId: number;
  title: string;
}

export interface ChatModelList {
  list: ChatModel[];
}

export interface LaunchChatValue {
  /** Where the chat room runs; for a signed-in caller it names the member's account. */
  chatUrl: string;
}
