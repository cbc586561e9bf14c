import type { Api } from './http.ts';
import type { RegisterRequest } from './contract/register.ts';
import type { LoginValue } from './contract/session.ts';
import { postSealed } from './session.ts';

export const register = (api: Api, body: RegisterRequest) => postSealed<LoginValue>(api, '/wps/member/register', body, 'put');
