// The customer-service chat room (docs/product.md §7 Support): plain fetchers.
import { ApiFailure, type Api } from '../http.ts';
import type { ChatModel } from '../../../contract/content/support.ts';

export const fetchChatModels = (api: Api): Promise<ChatModel[]> => api.call('serviceEntries').then((v) => v.list);

export const launchChat = (api: Api, modelId: number): Promise<string> => api.call('launchChat', { body: { modelId } }).then((v) => v.chatUrl);

/** The chat room's URL: the first room of the model list, launched (the token, when there is one, names the member). */
export async function chatRoomUrl(api: Api): Promise<string> {
  const [room] = await fetchChatModels(api);
  if (!room) throw new ApiFailure('refused', 200, 'chat.unavailable', 'No chat room is open');
  return launchChat(api, room.modelId);
}
