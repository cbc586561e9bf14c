import type { Api } from './http.ts';

export const logout = (api: Api) => api.delete<null>('/wps/session/logout');
