// The register centre and downline management (issue 14): the calls by name and the read models' query factories.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { CreateAgentLinkRequest, DownlineTransferRequest, DownlinesQuery, RegisterDownlineRequest } from '../../../contract/agent-team/agent-team.ts';

/** Query-key prefixes the changes below make stale. */
export const TEAM_KEYS = { info: ['registerCentreInfo'], links: ['agentLinks'], downlines: ['downlines'], detail: ['downlineDetail'] } as const;

export const registerCentreInfoQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: [...TEAM_KEYS.info, token], queryFn: () => api.call('registerCentreInfo'), staleTime: 60_000 });

export const agentLinksQuery = (api: Api, token: string, pageNum: number) =>
  queryOptions({ queryKey: [...TEAM_KEYS.links, token, pageNum], queryFn: () => api.call('agentLinks', { query: { pageNum, pageSize: 10 } }) });

export const downlinesQuery = (api: Api, token: string, q: Omit<DownlinesQuery, 'pageSize'>) =>
  queryOptions({ queryKey: [...TEAM_KEYS.downlines, token, q], queryFn: () => api.call('downlines', { query: { ...q, pageSize: 10 } }) });

export const downlineDetailQuery = (api: Api, token: string, account: string) =>
  queryOptions({ queryKey: [...TEAM_KEYS.detail, token, account], queryFn: () => api.call('downlineDetail', { query: { account } }) });

export const registerDownline = (api: Api, body: RegisterDownlineRequest) => api.call('registerDownline', { body });
export const createAgentLink = (api: Api, body: CreateAgentLinkRequest) => api.call('createAgentLink', { body });
export const deleteAgentLink = (api: Api, id: number) => api.call('deleteAgentLink', { query: { id } });
export const setDownlineRemark = (api: Api, account: string, remark: string) => api.call('setDownlineRemark', { body: { account, remark } });
export const messageDownline = (api: Api, account: string, title: string, content: string) =>
  api.call('messageDownline', { body: { account, title, content } });
export const setDownlineLogin = (api: Api, account: string, blocked: boolean) => api.call('setDownlineLogin', { body: { account, blocked } });
export const transferToDownline = (api: Api, body: DownlineTransferRequest) => api.call('transferToDownline', { body });

/** The address a link's code registers through (the register popup reads affiliateCode). */
export const linkUrl = (origin: string, code: string) => `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;
